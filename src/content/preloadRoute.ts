import { isPageOf, navigations, sectionForUrl } from "./navigation.ts";
import { outlines } from "./outlines.ts";
import { pages } from "./pages.ts";

/**
 * Starts loading what a url shows (its section's navigation, then, when the url is one of the
 * section's pages, the page and its headings): before the first render, so the prerender and the
 * hydration render the same complete page, and when a link to it is hovered or focused, so
 * following it is instant. A failure is left for the page to show.
 */
export async function preloadRoute(url: string): Promise<void> {
  const section = sectionForUrl(url);
  await navigations.preload(section);
  if (isPageOf(navigations.peek(section) ?? [], url)) await Promise.all([pages.preload(url), outlines.preload(url)]);
}
