import { isAppRoute } from "./appRoute.ts";

/**
 * Starts loading a page as soon as the reader shows they may follow a link to it: the pointer
 * rests on it, it takes keyboard focus, or a finger touches it. By the click the page's chunk is
 * usually there, so the new page renders without its loading placeholder. One listener on the
 * document serves every link the app renders (content, sidebar, navigation, footer).
 */
export function preloadOnIntent(preload: (url: string) => unknown, root: Document = document): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const href = link?.getAttribute("href");
    if (!href || !isAppRoute(href)) return;
    const url = new URL(href, root.baseURI).pathname;
    if (url !== window.location.pathname) void preload(url);
  };
  const events = ["pointerover", "focusin", "touchstart"] as const;
  for (const type of events) root.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of events) root.removeEventListener(type, onIntent);
  };
}
