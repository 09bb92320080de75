import { useEffect, useMemo, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";
import { restoreScrollPosition } from "../../routing/restoreScrollPosition.ts";
import { arrivedAt, savedPosition } from "../../routing/scrollPositions.ts";
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
  // Read while rendering, before the new content's height can move the scroll position.
  const saved = useMemo(() => savedPosition(location.key), [location.key]);
  const shown = useRef<{ pathname: string; hash: string } | undefined>(undefined);

  useEffect(() => {
    const previous = shown.current;
    shown.current = { pathname: location.pathname, hash: location.hash };
    const queryRewritten =
      navigationType === "REPLACE" && previous?.pathname === location.pathname && previous.hash === location.hash;
    if (!queryRewritten) {
      const target = fragmentIds(location.hash)
        .map((id) => document.getElementById(id))
        .find((element) => element !== null);
      if (navigationType === "POP") {
        if (saved !== undefined) restoreScrollPosition(saved);
        else target?.scrollIntoView();
      } else {
        document.querySelector<HTMLElement>("main h1")?.focus({ preventScroll: true });
        if (target) target.scrollIntoView();
        else window.scrollTo(0, 0);
      }
    }
    arrivedAt(location.key);
  }, [location.key, location.pathname, location.hash, navigationType, saved]);

  return null;
}
