import { useEffect } from "react";
import { persistPositions, savePosition } from "../../routing/scrollPositions.ts";

/**
 * Remembers the scroll position of the current history entry as the reader scrolls, for
 * `ScrollOnArrival`, and keeps them in session storage when the document goes away.
 */
export function ScrollMemory() {
  useEffect(() => {
    const onScroll = () => savePosition(window.scrollY);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", persistPositions);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", persistPositions);
    };
  }, []);
  return null;
}
