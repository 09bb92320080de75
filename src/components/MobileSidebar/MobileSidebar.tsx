import { useEffect, useId, useRef, useState, type MouseEvent, type TouchEvent } from "react";
import { Link, useLocation } from "react-router-dom";
import { allSections, navigations, sectionForUrl } from "../../content/navigation.ts";
import { LoadBoundary } from "../LoadBoundary/LoadBoundary.tsx";
import { CurrentSectionPages } from "./CurrentSectionPages.tsx";
import { outlines } from "../../content/outlines.ts";
import styles from "./MobileSidebar.module.css";
import { openerOffset, swipeBetween, type Point } from "./swipe.ts";

function touchPoint(event: TouchEvent, which: "touches" | "changedTouches"): Point | undefined {
  const touch = event[which][0];
  return touch && { x: touch.clientX, y: touch.clientY };
}

/** Whether a click on the dialog fell on its backdrop: the dialog element is the target, outside its own box. */
function isBackdropClick(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * The navigation drawer of narrow screens, where neither the top links nor the sidebar fit beside
 * the page: the site's sections, and under the current one its pages with the current page's
 * headings. A modal dialog (`showModal()`: the page behind is inert and does not scroll, focus moves
 * inside and returns to the ☰ button), opened by that button or by a swipe from the left edge, closed
 * by its close button, a swipe back, a tap on the backdrop, Escape or choosing a link.
 */
export function MobileSidebar() {
  const { pathname, key: locationKey } = useLocation();
  const [open, setOpen] = useState(false);
  const [dragging, setDragging] = useState(false);
  // The section's pages are rendered from the first time the panel shows, never in the prerender.
  const [shown, setShown] = useState(false);
  const [seenLocation, setSeenLocation] = useState(locationKey);
  const dialogRef = useRef<HTMLDialogElement>(null);
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
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The current page and its headings are the first thing the panel shows.
      const currentPage = dialog.querySelector('[aria-current="page"]');
      if (currentPage) {
        dialog.scrollTop += currentPage.getBoundingClientRect().top - dialog.getBoundingClientRect().top;
      }
    } else if (!open && dialog.open) {
      dialog.close();
    }
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
    dialogRef.current?.style.setProperty("--drag-offset", `${openerOffset(start, current)}px`);
  };

  const endTouch = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = touchPoint(event, "changedTouches");
    touchStart.current = undefined;
    setDragging(false);
    dialogRef.current?.style.removeProperty("--drag-offset");
    if (!start || !end) return;
    const swipe = swipeBetween(start, end);
    if (swipe) setOpen(swipe === "open");
  };

  const panelClasses = [styles.panel, dragging && styles.dragging].filter(Boolean).join(" ");
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-label="Toggle navigation"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
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
      {/* Escape and close() end in the close event. Closing, the browser puts focus back on ☰ itself, before
          a followed link's page moves it to its heading. A click on the backdrop is the pointer's Escape,
          so the dialog's click handler needs no key handler of its own. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        id={panelId}
        aria-label="Site navigation"
        className={panelClasses}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (isBackdropClick(event)) setOpen(false);
        }}
        onTouchStart={startTouch}
        onTouchEnd={endTouch}
        onTouchCancel={endTouch}
      >
        <button type="button" className={styles.close} aria-label="Close navigation" onClick={() => setOpen(false)}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5L5 19" />
          </svg>
        </button>
        <nav aria-label="Sections">
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
                      onRetry={() => {
                        navigations.forget(currentSection);
                        outlines.forget(pathname);
                      }}
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
      </dialog>
    </>
  );
}
