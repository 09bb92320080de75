import { useSyncExternalStore } from "react";

/** From this width the page has room for a third column beside the article (PageView.module.css). */
export const WIDE_SCREEN_QUERY = "(min-width: 1280px)";

function mediaQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === "function" ? window.matchMedia(WIDE_SCREEN_QUERY) : undefined;
}

function subscribe(listener: () => void): () => void {
  const media = mediaQuery();
  media?.addEventListener("change", listener);
  return () => media?.removeEventListener("change", listener);
}

/** True on screens wide enough for the "On this page" rail; false in the prerender and the hydration render. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
