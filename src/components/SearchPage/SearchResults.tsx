import { useMemo, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useNavigationType } from "react-router-dom";
import type { Resource } from "../../loading/resource.ts";
import { useLoad } from "../../loading/useLoad.ts";
import type { SearchEngine } from "../../search/engine.ts";
import { searchEngines } from "../../search/searchEngine.ts";
import { searchPageUrl, searchQueryOf } from "../../search/searchPage.ts";
import { LoadError } from "../LoadError/LoadError.tsx";
import { SearchHitLabel } from "../Search/SearchHitLabel.tsx";
import { rememberSearch } from "../../search/recentSearches.ts";
import { searchTermsState } from "../../search/searchTermsState.ts";
import styles from "./SearchResults.module.css";

/** Results listed at first, and added by each "Show more": a common word matches hundreds of sections. */
const RESULTS_STEP = 100;
/** Results shown with a passage: each costs its page's Markdown twin, and readers look at the first ones. */
const PASSAGES_SHOWN = 12;

export interface SearchResultsProps {
  /** Where the engine comes from; the default builds it from the site's search index chunk. */
  engines?: Resource<"site", SearchEngine>;
}

function statusText(query: string, count: number, limit: number): string {
  if (!query) return "Type to search every page and heading.";
  if (count === 0) return `No results for “${query}”.`;
  if (count > limit) return `The first ${limit} results for “${query}”`;
  return `${count} result${count === 1 ? "" : "s"} for “${query}”`;
}

/**
 * The search page's query box and its results. The address holds the query: the box starts from
 * it and rewrites it as the reader types (replacing the history entry, so back leaves the page
 * instead of stepping through every keystroke); a query arriving by a link, back or forward
 * replaces the box's.
 */
export function SearchResults({ engines = searchEngines }: SearchResultsProps) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const engineState = useLoad(engines, "site");
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(() => searchQueryOf(location.search));
  const [entry, setEntry] = useState(location.key);
  if (location.key !== entry) {
    setEntry(location.key);
    if (navigationType !== "REPLACE") setQuery(searchQueryOf(location.search));
  }

  const trimmed = query.trim();
  // How many results are listed; a new query starts again from the first step.
  const [shown, setShown] = useState({ query: trimmed, limit: RESULTS_STEP });
  const limit = shown.query === trimmed ? shown.limit : RESULTS_STEP;
  const hits = useMemo(
    () => (engineState.status === "ready" && trimmed ? engineState.value.search(trimmed, limit + 1) : []),
    [engineState, trimmed, limit],
  );

  return (
    <>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          // The results are already there; on a phone, closing the keyboard shows them.
          event.preventDefault();
          inputRef.current?.blur();
        }}
      >
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          aria-label="Search the documentation"
          placeholder="Search the documentation"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            void navigate(searchPageUrl(event.target.value), { replace: true });
          }}
        />
      </form>
      {engineState.status === "error" ? (
        <LoadError onRetry={engineState.retry} />
      ) : (
        <p className={styles.status} role="status">
          {engineState.status === "loading" ? "Loading the search index…" : statusText(trimmed, hits.length, limit)}
        </p>
      )}
      {hits.length > 0 && (
        <ol className={styles.results} aria-label="Search results">
          {hits.slice(0, limit).map((hit, position) => (
            <li key={hit.href}>
              <Link
                to={hit.href}
                state={searchTermsState(hit.terms)}
                className={styles.result}
                onClick={() => rememberSearch(trimmed)}
              >
                <SearchHitLabel hit={hit} passage={position < PASSAGES_SHOWN} />
              </Link>
            </li>
          ))}
        </ol>
      )}
      {hits.length > limit && (
        <button
          type="button"
          className={styles.more}
          onClick={() => setShown({ query: trimmed, limit: limit + RESULTS_STEP })}
        >
          Show {RESULTS_STEP} more results
        </button>
      )}
    </>
  );
}
