import { useEffect, useId, useRef, useState, type TouchEvent } from "react";
import { Link, useLocation } from "react-router-dom";
import { allSections, navigations, sectionForUrl } from "../../content/navigation.ts";
import { keepTabWithin, tabbableIn } from "../../utilities/focusTrap.ts";
import { LoadBoundary } from "../LoadBoundary/LoadBoundary.tsx";
import { CurrentSectionPages } from "./CurrentSectionPages.tsx";
import styles from "./MobileSidebar.module.css";
import { openerOffset, swipeBetween, type Point } from "./swipe.ts";

function touchPoint(event: TouchEvent, which: "touches" | "changedTouches"): Point | undefined {
  const touch = event[which][0];
  return touch && { x: touch.clientX, y: touch.clientY };
}

/**
 * The navigation drawer of narrow screens, where neither the top links nor the sidebar fit beside
 * the page: the site's sections, and under the current one its pages with the current page's
 * headings. Opened by its button or by a swipe from the left edge, closed by a swipe back, a tap
 * outside, Escape or choosing a link.
 */
export function MobileSidebar() {
  const { pathname, key: locationKey } = useLocation();
  const [open, setOpen] = useState(false);
  const [dragging, setDragging] = useState(false);
  // The section's pages are rendered from the first time the panel shows, never in the prerender.
  const [shown, setShown] = useState(false);
  const [seenLocation, setSeenLocation] = useState(locationKey);
  const panelRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<Point | undefined>(undefined);
  const panelId = useId();
  const currentSection = sectionForUrl(pathname);

  if ((open || dragging) && !shown) setShown(true);
  if (seenLocation !== locationKey) {
    // Following any link in the panel (a page, a heading, a section) is a new location: it closes.
    setSeenLocation(locationKey);
    setOpen(false);
  }

  useEffect(() => {
    const panel = panelRef.current;
    const currentPage = panel?.querySelector('[aria-current="page"]');
    // The current page and its headings are the first thing the panel shows.
    if (open && panel && currentPage) {
      panel.scrollTop += currentPage.getBoundingClientRect().top - panel.getBoundingClientRect().top;
    }
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpen(false);
    };
    // While open, Tab cycles through the toggle and the panel's links; Escape closes.
    const handleKeys = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
        return;
      }
      const toggle = toggleRef.current;
      const panel = panelRef.current;
      if (toggle && panel) keepTabWithin(event, [toggle, ...tabbableIn(panel)]);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    document.addEventListener("keydown", handleKeys);
    return () => {
      document.removeEventListener("pointerdown", closeOnOutsidePointer);
      document.removeEventListener("keydown", handleKeys);
    };
  }, [open]);

  const startTouch = (event: TouchEvent) => {
    touchStart.current = touchPoint(event, "touches");
  };

  const dragOpener = (event: TouchEvent) => {
    const start = touchStart.current;
    const current = touchPoint(event, "touches");
    if (!start || !current) return;
    setDragging(true);
    // Set through the CSSOM, never as a style attribute, so the page needs no inline styles.
    panelRef.current?.style.setProperty("--drag-offset", `${openerOffset(start, current)}px`);
  };

  const endTouch = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = touchPoint(event, "changedTouches");
    touchStart.current = undefined;
    setDragging(false);
    panelRef.current?.style.removeProperty("--drag-offset");
    if (!start || !end) return;
    const swipe = swipeBetween(start, end);
    if (swipe) setOpen(swipe === "open");
  };

  const panelClasses = [styles.panel, open && styles.open, dragging && styles.dragging].filter(Boolean).join(" ");
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-label="Toggle navigation"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" />
        </svg>
      </button>
      {!open && (
        <div
          className={styles.opener}
          aria-hidden="true"
          onTouchStart={startTouch}
          onTouchMove={dragOpener}
          onTouchEnd={endTouch}
          onTouchCancel={endTouch}
        />
      )}
      {open && <div className={styles.backdrop} aria-hidden="true" />}
      <nav
        ref={panelRef}
        id={panelId}
        aria-label="Sections"
        className={panelClasses}
        inert={!open}
        onTouchStart={startTouch}
        onTouchEnd={endTouch}
        onTouchCancel={endTouch}
      >
        <ul className={styles.list}>
          {allSections.map((section) => (
            <li key={section.url}>
              <Link to={section.url} className={styles.link}>
                {section.title}
              </Link>
              {shown && section.name === currentSection && (
                <div className={styles.pages}>
                  <LoadBoundary
                    fallback={null}
                    onRetry={() => navigations.forget(currentSection)}
                    resetKeys={[currentSection]}
                  >
                    <CurrentSectionPages url={pathname} />
                  </LoadBoundary>
                </div>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
