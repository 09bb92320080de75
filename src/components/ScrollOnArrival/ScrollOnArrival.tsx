import { useEffect, useMemo, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";
import { scrollWithFullLayout } from "../../routing/scrollWithFullLayout.ts";
import { arrivedAt, isDocumentArrival, savedPosition } from "../../routing/scrollPositions.ts";
import { fragmentIds } from "../../utilities/untrustedInput.ts";

/** Moves focus to an element that may not take it by itself (a heading), leaving the scrolling to the caller. */
function focusWithoutScrolling(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
}

/**
 * Rendered at the end of a route's content, so it runs once that content is on screen. Back and
 * forward (and a reload: all "POP") return to where the reader was, or to the hash target; a
 * followed link starts the new page at its hash target or at its top and moves focus there (the
 * target, else the page's h1), so screen readers read on from where the reader meant to go. A page that rewrites its own query in place
 * (the search page as the reader types) stays where it is, with the focus where the reader left it.
 */
export function ScrollOnArrival() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const entry = useMemo(() => ({ key: location.key, pathname: location.pathname }), [location.key, location.pathname]);
  // Read while rendering, before the new content's height can move the scroll position.
  const saved = useMemo(() => savedPosition(entry), [entry]);
  const shown = useRef<{ pathname: string; hash: string } | undefined>(undefined);

  useEffect(() => {
    const previous = shown.current;
    shown.current = { pathname: location.pathname, hash: location.hash };
    const queryRewritten =
      navigationType === "REPLACE" && previous?.pathname === location.pathname && previous.hash === location.hash;
    // The prerendered page has been on screen since it loaded; once the reader, or the browser going
    // to the hash, has moved it, it stays where they put it (a position saved meanwhile was measured
    // against estimated heights: see scrollWithFullLayout).
    const placedBeforeHydration = isDocumentArrival(entry) && window.scrollY !== 0;
    if (!queryRewritten && !placedBeforeHydration) {
      const target = fragmentIds(location.hash)
        .map((id) => document.getElementById(id))
        .find((element) => element !== null);
      if (navigationType === "POP") {
        if (saved !== undefined) scrollWithFullLayout(() => window.scrollTo(0, saved));
        else if (target) scrollWithFullLayout(() => target.scrollIntoView());
      } else if (target) {
        focusWithoutScrolling(target);
        scrollWithFullLayout(() => target.scrollIntoView());
      } else {
        const title = document.querySelector<HTMLElement>("main h1");
        if (title) focusWithoutScrolling(title);
        window.scrollTo(0, 0);
      }
    }
    arrivedAt(entry);
  }, [entry, location.pathname, location.hash, navigationType, saved]);

  return null;
}
