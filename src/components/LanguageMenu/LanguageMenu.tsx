import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router-dom";
import styles from "./LanguageMenu.module.css";

interface Language {
  code: string;
  name: string;
  /** Undefined for this site, whose links stay in the app. */
  host?: string;
}

const LANGUAGES: readonly Language[] = [
  { code: "en", name: "English" },
  { code: "zh", name: "中文", host: "https://webpack.docschina.org" },
  { code: "ko", name: "한국어", host: "https://webpack.kr" },
];

/** The entry `step` places after `index`, wrapping around at both ends. */
export function wrapIndex(index: number, step: number, length: number): number {
  return (((index + step) % length) + length) % length;
}

/** The translated sites mirror our paths, so a reader switches language without losing their place. */
export function LanguageMenu() {
  const { pathname, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const [focusOnOpen, setFocusOnOpen] = useState<number>();
  const menuId = useId();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setFocusOnOpen(undefined);
    if (returnFocus) buttonRef.current?.focus();
  };

  const focusedInside = () => containerRef.current?.contains(document.activeElement) ?? false;

  useEffect(() => {
    if (open && focusOnOpen !== undefined) itemRefs.current[focusOnOpen]?.focus();
  }, [open, focusOnOpen]);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) {
        setOpen(false);
        setFocusOnOpen(undefined);
      }
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open]);

  const openAt = (index: number) => {
    setOpen(true);
    setFocusOnOpen(index);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      close(true);
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openAt(event.key === "ArrowDown" ? 0 : LANGUAGES.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    const moves: Record<string, number> = {
      ArrowDown: wrapIndex(current, 1, LANGUAGES.length),
      ArrowUp: wrapIndex(current < 0 ? 0 : current, -1, LANGUAGES.length),
      Home: 0,
      End: LANGUAGES.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      itemRefs.current[target]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    }
  };

  return (
    <div
      ref={containerRef}
      className={styles.languageMenu}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => open && close(focusedInside())}
      onBlur={(event) => {
        if (open && !containerRef.current?.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label="Select language"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open && focusOnOpen !== undefined ? close(true) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9.5" />
          <path d="M2.5 12h19M12 2.5c2.6 2.8 3.9 6 3.9 9.5s-1.3 6.7-3.9 9.5c-2.6-2.8-3.9-6-3.9-9.5s1.3-6.7 3.9-9.5Z" />
        </svg>
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label="Languages" className={styles.menu} onKeyDown={onMenuKeyDown}>
          {LANGUAGES.map((language, index) => (
            <li key={language.code} role="none">
              <a
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                role="menuitem"
                tabIndex={-1}
                lang={language.code}
                hrefLang={language.code}
                href={`${language.host ?? ""}${pathname}${hash}`}
                aria-current={language.host ? undefined : "true"}
                className={styles.item}
                onClick={(event) => {
                  if (language.host) return;
                  // Already on the English page: nothing to load.
                  event.preventDefault();
                  close(true);
                }}
              >
                {language.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
