import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { configuredDocSearch } from "../../search/configuredDocSearch.ts";
import { LazyChunk } from "../LazyChunk/LazyChunk.tsx";
import { LoadError } from "../LoadError/LoadError.tsx";
import type { DocSearchSettings } from "../../search/docSearchSettings.ts";
import styles from "./Search.module.css";

const loadSearchDialog = () => import(/* webpackChunkName: "search" */ "./SearchDialog.tsx");
const loadBuiltInDialog = () => loadSearchDialog().then((module) => module.SearchDialog);
// Without DocSearch settings the condition is the constant "", and webpack leaves this chunk out.
const DocSearchDialog = process.env.DOCSEARCH_APP_ID
  ? lazy(() =>
      import(/* webpackChunkName: "docsearch" */ "./DocSearchDialog.tsx").then((module) => ({
        default: module.DocSearchDialog,
      })),
    )
  : undefined;

/** "/" opens search unless the reader is typing somewhere. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey) return true;
  return event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
}

/** A key that types a character into a text field (not a shortcut, not a control key). */
function typesCharacter(event: KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

export interface SearchProps {
  /** Hosted search settings; the build's own configuration unless a test passes others. */
  docSearch?: DocSearchSettings;
}

/**
 * The "Search" button of the top bar, also opened by Ctrl+K, Cmd+K and "/". The dialog and the
 * index are loaded on first use (a hover or focus starts loading the dialog early).
 */
export function Search({ docSearch = configuredDocSearch }: SearchProps) {
  const [open, setOpen] = useState(false);
  // What the reader types between opening search and its input having the focus (the first time,
  // while the dialog's chunk loads): the dialog starts with it, so no keystroke is lost.
  const [typedAhead, setTypedAhead] = useState("");
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Set by the handlers that open and close search, so that a key pressed before React has
  // rendered the change is already counted on the right side.
  const openRef = useRef(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (openRef.current) {
        if (isTyping(event.target)) return;
        if (typesCharacter(event)) setTypedAhead((typed) => typed + event.key);
        else if (event.key === "Backspace") setTypedAhead((typed) => typed.slice(0, -1));
      } else if (isSearchShortcut(event)) {
        event.preventDefault();
        openRef.current = true;
        setTypedAhead("");
        setOpen(true);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const openSearch = () => {
    openRef.current = true;
    setTypedAhead("");
    setOpen(true);
  };

  const close = useCallback(() => {
    openRef.current = false;
    setOpen(false);
  }, []);
  // Focus goes back to the button once the dialog is gone: while it is modal, the button is inert.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const preload = () => {
    if (!docSearch) void loadSearchDialog().catch(() => undefined);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        onClick={openSearch}
        onMouseEnter={preload}
        onFocus={preload}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </svg>
        <span className={styles.label}>Search</span>
        <kbd className={styles.shortcut} aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          {docSearch && DocSearchDialog ? (
            <DocSearchDialog settings={docSearch} onClose={close} initialQuery={typedAhead} />
          ) : (
            <LazyChunk
              load={loadBuiltInDialog}
              props={{ onClose: close, initialQuery: typedAhead }}
              fallback={null}
              failed={(retry) => (
                <div className={styles.failed} role="dialog" aria-label="Search">
                  <LoadError onRetry={retry} />
                  <button type="button" onClick={close}>
                    Close
                  </button>
                </div>
              )}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
