import { loadNavigation, sectionForUrl } from "./navigation.ts";
import { isContentPage, loadPage } from "./pages.ts";

/**
 * Loads everything the first render of a url needs (its section's navigation and its page), so
 * the prerender and the hydration render the same complete page. A failure is left for the page
 * view to show; it must not stop the render.
 */
export async function preloadRoute(url: string): Promise<void> {
  const loads: Promise<unknown>[] = [loadNavigation(sectionForUrl(url))];
  if (isContentPage(url)) loads.push(loadPage(url));
  await Promise.allSettled(loads);
}
