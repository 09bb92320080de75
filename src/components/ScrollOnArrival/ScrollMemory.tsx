import { useEffect } from "react";
import { persistPositions, savePosition } from "../../routing/scrollPositions.ts";

/** React Router's key of the current history entry, as it stores it in the entry's state. */
function currentEntryKey(): string {
  const state = window.history.state as { key?: unknown } | null;
  return typeof state?.key === "string" ? state.key : "default";
}

/**
 * Remembers the scroll position of the current history entry as the reader scrolls, for
 * `ScrollOnArrival`. The entry is read when the scroll happens: a navigation changes it at once,
 * before React renders the new page, so a position is never filed under the wrong entry.
 */
export function ScrollMemory() {
  useEffect(() => {
    const onScroll = () => savePosition(currentEntryKey(), window.scrollY);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", persistPositions);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", persistPositions);
    };
  }, []);
  return null;
}
