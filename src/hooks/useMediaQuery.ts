import { useCallback, useSyncExternalStore } from "react";

function mediaQuery(query: string): MediaQueryList | undefined {
  return typeof window.matchMedia === "function" ? window.matchMedia(query) : undefined;
}

/**
 * Whether a media query matches, following its changes; `serverMatches` stands for it in the
 * prerender and the hydration render, where there is no screen to ask.
 */
export function useMediaQuery(query: string, serverMatches: boolean): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const media = mediaQuery(query);
      media?.addEventListener("change", listener);
      return () => media?.removeEventListener("change", listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery(query)?.matches ?? false,
    () => serverMatches,
  );
}
