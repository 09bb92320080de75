import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function mediaQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : undefined;
}

function subscribe(listener: () => void): () => void {
  const media = mediaQuery();
  media?.addEventListener("change", listener);
  return () => media?.removeEventListener("change", listener);
}

/**
 * True when the reader asks for less motion. The prerender and hydration assume so: nothing moves
 * before the browser has been asked.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => true,
  );
}
