import { useEffect, useState } from "react";
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion.ts";
import styles from "./BackToTop.module.css";

/** How far down, in window heights, a reader has gone before the control is worth showing. */
const SHOWN_BELOW_WINDOWS = 2;

/**
 * A button back to the top of the page, shown once the reader is a couple of screens down a long
 * page. Focus goes to the page's title, so the keyboard starts from the top too.
 */
export function BackToTop() {
  const [shown, setShown] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const update = () => setShown(window.scrollY > window.innerHeight * SHOWN_BELOW_WINDOWS);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!shown) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label="Back to top"
      onClick={() => {
        document.querySelector<HTMLElement>("main h1")?.focus({ preventScroll: true });
        window.scrollTo({ top: 0, behavior: reducedMotion ? "auto" : "smooth" });
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}
