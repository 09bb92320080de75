import { Link } from "react-router-dom";
import pages from "virtual:content-page-list";
import { nearestPages } from "./nearestPages.ts";
import styles from "./NotFound.module.css";

/** The pages nearest the unknown address; a chunk of its own, with the list of every page it needs. */
export function PageSuggestions({ pathname }: { pathname: string }) {
  const suggestions = nearestPages(pathname, pages);
  if (suggestions.length === 0) return <p>No page has an address like this one.</p>;
  return (
    <>
      <h2 className={styles.heading}>Did you mean</h2>
      <ul className={styles.suggestionList}>
        {suggestions.map((page) => (
          <li key={page.url}>
            <Link to={page.url}>{page.title}</Link> <span className={styles.address}>{page.url}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
