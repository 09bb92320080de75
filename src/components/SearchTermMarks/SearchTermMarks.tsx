import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { useIsClient } from "../../hooks/useIsClient.ts";
import { searchTermsOf } from "../../search/searchTermsState.ts";
import styles from "./SearchTermMarks.module.css";

/** The marking code (and the search's word processing it needs) loads only for a page reached from a result. */
const loadMarkTerms = () => import(/* webpackChunkName: "search-marks" */ "../../search/markTerms.ts");

function Marks({ terms }: { terms: string[] }) {
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const main = document.getElementById("main-content");
    if (dismissed || !main) return;
    let unmark: (() => void) | undefined;
    let current = true;
    loadMarkTerms().then(
      ({ markTerms }) => {
        if (current) unmark = markTerms(main, terms);
      },
      () => undefined,
    );
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setDismissed(true);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => {
      current = false;
      unmark?.();
      window.removeEventListener("keydown", onKeyDown);
    };
  }, [terms, dismissed]);

  if (dismissed) return null;
  return (
    <button type="button" className={styles.dismiss} onClick={() => setDismissed(true)}>
      Clear search highlights
    </button>
  );
}

/**
 * On a page reached from a search result, the searched words marked in the content until the
 * reader moves on: the next navigation (a new history entry has no terms), Escape or the
 * "Clear search highlights" button, which floats (fixed) so that nothing shifts. Client only: the
 * prerendered page has no history state.
 */
export function SearchTermMarks() {
  const location = useLocation();
  const isClient = useIsClient();
  const terms = searchTermsOf(location.state);
  if (!isClient || terms.length === 0) return null;
  return <Marks key={location.key} terms={terms} />;
}
