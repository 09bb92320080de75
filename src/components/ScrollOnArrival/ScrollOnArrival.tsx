import { useEffect, useMemo, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";
import { scrollWithFullLayout } from "../../routing/scrollWithFullLayout.ts";
import { arrivedAt, isDocumentArrival, savedPosition } from "../../routing/scrollPositions.ts";
import { fragmentIds } from "../../utilities/untrustedInput.ts";

/**
 * Rendered at the end of a route's content, so it runs once that content is on screen. Back and
 * forward (and a reload: all "POP") return to where the reader was, or to the hash target; a
 * followed link starts the new page at its hash target or at its top and moves focus to its
 * heading, so screen readers announce the new page. A page that rewrites its own query in place
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
      } else {
        document.querySelector<HTMLElement>("main h1")?.focus({ preventScroll: true });
        if (target) scrollWithFullLayout(() => target.scrollIntoView());
        else window.scrollTo(0, 0);
      }
    }
    arrivedAt(entry);
  }, [entry, location.pathname, location.hash, navigationType, saved]);

  return null;
}
