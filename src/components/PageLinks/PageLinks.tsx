import { Link } from "react-router-dom";
import type { Neighbours } from "../../content/navigation.ts";
import styles from "./PageLinks.module.css";
import { BreakableName } from "../BreakableName/BreakableName.tsx";

/** Links to the previous and next pages of the section, in sidebar order. */
export function PageLinks({ previous, next }: Neighbours) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.links} aria-label="Previous and next pages">
      {previous && (
        <Link to={previous.url} rel="prev" className={styles.previous}>
          <span className={styles.label}>Previous</span>
          <BreakableName name={previous.title} />
        </Link>
      )}
      {next && (
        <Link to={next.url} rel="next" className={styles.next}>
          <span className={styles.label}>Next</span>
          <BreakableName name={next.title} />
        </Link>
      )}
    </nav>
  );
}
