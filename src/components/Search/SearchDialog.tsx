import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import type { Resource } from "../../loading/resource.ts";
import { useLoad } from "../../loading/useLoad.ts";
import { isPlainClick } from "../../routing/plainClick.ts";
import type { SearchEngine, SearchHit } from "../../search/engine.ts";
import { searchEngines } from "../../search/searchEngine.ts";
import { searchPageUrl } from "../../search/searchPage.ts";
import { forgetSearch, readRecentSearches, rememberSearch } from "../../search/recentSearches.ts";
import { searchTermsState } from "../../search/searchTermsState.ts";
import { LoadError } from "../LoadError/LoadError.tsx";
import { SearchHitLabel } from "./SearchHitLabel.tsx";
import styles from "./SearchDialog.module.css";

/** As many as fit a phone's screen or two; "See all results" leads to the rest. */
const SHOWN_RESULTS = 12;

function resultCount(count: number): string {
  if (count > SHOWN_RESULTS) return `More than ${SHOWN_RESULTS} results`;
  return `${count} result${count === 1 ? "" : "s"}`;
}

export interface SearchDialogProps {
  onClose: () => void;
  /** What the reader typed while the dialog was loading, which the input starts with. */
  initialQuery?: string;
  /** Where the engine comes from; the default builds it from the site's search index chunk. */
  engines?: Resource<"site", SearchEngine>;
}

/**
 * The built-in search: a native modal `<dialog>` (in the top layer, above the notification banner
 * and everything else; the page behind is inert) with a combobox input and a listbox of results
 * that update as the reader types. Arrow keys move through the results, Enter opens one, Escape
 * and a click on the backdrop close it.
 * Each result is a link to its page and heading, so it also opens in a new tab, can be copied,
 * and is seen by tools that read links; a plain click follows it inside the app.
 */
export function SearchDialog({ onClose, initialQuery = "", engines = searchEngines }: SearchDialogProps) {
  const engineState = useLoad(engines, "site");
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const [recentSearches, setRecentSearches] = useState(readRecentSearches);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-${index}`;

  const trimmed = query.trim();
  // One more than it shows, to know whether the search page has more.
  const found = useMemo(
    () => (engineState.status === "ready" && trimmed ? engineState.value.search(trimmed, SHOWN_RESULTS + 1) : []),
    [engineState, trimmed],
  );
  const hits = found.slice(0, SHOWN_RESULTS);

  useEffect(() => {
    const dialog = dialogRef.current;
    dialog?.showModal();
    inputRef.current?.focus();
    // A modal dialog makes the page inert, but not still: it would scroll under the wheel.
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
      dialog?.close();
    };
  }, []);

  const open = (hit: SearchHit) => {
    rememberSearch(trimmed);
    onClose();
    void navigate(hit.href, { state: searchTermsState(hit.terms) });
  };
  // A link followed in this tab closes the dialog; one opened in another tab or window leaves it open.
  const closeOnPlainClick = (event: MouseEvent) => {
    rememberSearch(trimmed);
    if (isPlainClick(event)) onClose();
  };
  const search = (text: string) => {
    setQuery(text);
    setActive(0);
  };

  // Keys for the results, on the combobox that owns them.
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      const next = (active + step + hits.length) % hits.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" });
    } else if (event.key === "Enter") {
      const hit = hits[active];
      if (hit) {
        event.preventDefault();
        open(hit);
      }
    }
  };

  const expanded = hits.length > 0;
  return (
    // A click on the backdrop reaches the dialog element itself (its content fills it): a pointer
    // convenience, as Escape and the Close button are the keyboard ways out.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label="Search the documentation"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      // Escape is the dialog's own: the parent closes it (unmounting it), so the browser must not.
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.content}>
        <div className={styles.bar}>
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label="Search"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded ? optionId(active) : undefined}
            placeholder="Search the documentation"
            autoComplete="off"
            spellCheck={false}
            value={query}
            onKeyDown={onInputKeyDown}
            onChange={(event) => search(event.target.value)}
          />
          <button type="button" className={styles.close} onClick={onClose}>
            Close
          </button>
        </div>
        {engineState.status === "error" ? (
          <div className={styles.message}>
            <LoadError onRetry={engineState.retry} />
          </div>
        ) : (
          <p className={styles.message} role="status">
            {engineState.status === "loading"
              ? "Loading the search index…"
              : trimmed && !expanded
                ? `No results for “${trimmed}”.`
                : trimmed
                  ? resultCount(found.length)
                  : "Type to search every page and heading."}
          </p>
        )}
        {/* Always in the document, so the input's aria-controls points at it; empty lists stay hidden.
            Each option is the link itself: a link inside an option would be a control within a control. */}
        <div id={listboxId} role="listbox" aria-label="Search results" className={styles.results} hidden={!expanded}>
          {hits.map((hit, index) => (
            <Link
              key={hit.href}
              id={optionId(index)}
              to={hit.href}
              state={searchTermsState(hit.terms)}
              role="option"
              aria-selected={index === active}
              // The input keeps the focus (aria-activedescendant names the active result); Tab goes to Close.
              tabIndex={-1}
              className={styles.result}
              onMouseMove={() => setActive(index)}
              onClick={closeOnPlainClick}
            >
              <SearchHitLabel hit={hit} passage />
            </Link>
          ))}
        </div>
        {!trimmed && recentSearches.length > 0 && (
          <section className={styles.recent} aria-labelledby={`${listboxId}-recent`}>
            <h2 id={`${listboxId}-recent`} className={styles.recentHeading}>
              Recent searches
            </h2>
            <ul className={styles.recentList}>
              {recentSearches.map((recent) => (
                <li key={recent} className={styles.recentItem}>
                  <button
                    type="button"
                    className={styles.recentQuery}
                    onClick={() => {
                      search(recent);
                      inputRef.current?.focus();
                    }}
                  >
                    {recent}
                  </button>
                  <button
                    type="button"
                    className={styles.recentRemove}
                    aria-label={`Remove “${recent}” from recent searches`}
                    onClick={() => setRecentSearches(forgetSearch(recent))}
                  >
                    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
                      <path d="m4 4 8 8m0-8-8 8" />
                    </svg>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        {expanded && (
          <Link className={styles.allResults} to={searchPageUrl(trimmed)} onClick={closeOnPlainClick}>
            See all results for “{trimmed}”
          </Link>
        )}
      </div>
    </dialog>
  );
}
