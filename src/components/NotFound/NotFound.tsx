import { useId, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { allSections } from "../../content/navigation.ts";
import { PageHead } from "../../head/PageHead.tsx";
import { useIsClient } from "../../hooks/useIsClient.ts";
import { searchPageUrl } from "../../search/searchPage.ts";
import { SEARCH_PAGE_URL } from "../../../common/site.ts";
import { LazyChunk } from "../LazyChunk/LazyChunk.tsx";
import styles from "./NotFound.module.css";

const loadSuggestions = () => import("./PageSuggestions.tsx").then((module) => module.PageSuggestions);

/**
 * The page for any unknown address: the pages nearest it, a search box and the sections. One
 * prerendered document answers every unknown address, so what depends on the address (the
 * suggestions) is rendered in the browser only, in a space kept for it.
 */
export function NotFound() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isClient = useIsClient();
  const searchId = useId();

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get("q");
    void navigate(searchPageUrl(typeof query === "string" ? query : ""));
  };

  return (
    <section className={styles.notFound}>
      <PageHead title="Page Not Found" />
      <h1>Page Not Found</h1>
      <p>Oops! The page you are looking for has been removed or relocated.</p>
      <Link to="/" className={styles.button}>
        Go to Homepage
      </Link>
      <div className={styles.suggestions} aria-live="polite">
        {isClient && <LazyChunk load={loadSuggestions} props={{ pathname }} fallback={null} />}
      </div>
      <form role="search" action={SEARCH_PAGE_URL} onSubmit={search} className={styles.search}>
        <label htmlFor={searchId}>Search the documentation</label>
        <input id={searchId} type="search" name="q" />
        <button type="submit">Search</button>
      </form>
      <nav aria-label="Documentation sections">
        <h2 className={styles.heading}>Sections</h2>
        <ul className={styles.sections}>
          {allSections
            .filter((section) => section.name)
            .map((section) => (
              <li key={section.name}>
                <Link to={section.url}>{section.title}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </section>
  );
}
