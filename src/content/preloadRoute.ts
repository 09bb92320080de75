import { navigations, sectionForUrl } from "./navigation.ts";
import { outlines } from "./outlines.ts";
import { isContentPage, pages } from "./pages.ts";

/**
 * Starts loading what a url shows (its section's navigation, its page and its headings): before the first
 * render, so the prerender and the hydration render the same complete page, and when a link to it
 * is hovered or focused, so following it is instant. A failure is left for the page to show.
 */
export async function preloadRoute(url: string): Promise<void> {
  const loads = [navigations.preload(sectionForUrl(url))];
  if (isContentPage(url)) loads.push(pages.preload(url), outlines.preload(url));
  await Promise.all(loads);
}
