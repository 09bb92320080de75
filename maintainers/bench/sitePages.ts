import type { Site } from "./sites.ts";
import type { Failure } from "./stage.ts";

/** The measured pages of one served site. */
export interface SitePages {
  site: Site;
  /** Each measured page's full URL on this site (keyed by our path), or why it cannot be measured. */
  urls: Record<string, string | Failure>;
}

/**
 * Finds each page on a served site and keeps the URLs that answer 200: a redirect or a 404 page
 * would be measured as if it were the page.
 */
export async function findSitePages(
  site: Site,
  baseUrl: string,
  pages: readonly string[],
  pathOf: (pagePath: string) => string,
): Promise<SitePages> {
  const urls: Record<string, string | Failure> = {};
  for (const page of pages) {
    const url = `${baseUrl}${pathOf(page)}`;
    const response = await fetch(url, { redirect: "manual" });
    await response.body?.cancel();
    urls[page] = response.status === 200 ? url : { failed: `${pathOf(page)} answered ${response.status}` };
  }
  return { site, urls };
}
