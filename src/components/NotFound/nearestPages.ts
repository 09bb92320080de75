import { distance } from "fastest-levenshtein";
import type { PageSummary } from "../../../common/content.ts";

/** How many suggestions the not-found page offers at most. */
const MAX_SUGGESTIONS = 3;

/**
 * The largest share of a text that may differ for a page to be suggested: `/concepts/loadrs/`
 * is one edit from `/concepts/loaders/`, while `/a/b/c/` is near nothing and gets no suggestion.
 */
const MAX_DIFFERENCE = 0.4;

/** Lower case words joined by single hyphens, as page addresses spell them: `Entry Points` → `entry-points`. */
function slugWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z\d]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The share of the longer text that must change to turn one into the other, 0 to 1. */
function difference(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 0 : distance(a, b) / longest;
}

/**
 * The pages nearest an unknown address, nearest first: by the whole address (a typo in any
 * segment), or by its last segment against a page's title (a page asked for in the wrong section).
 */
export function nearestPages(pathname: string, pages: readonly PageSummary[]): PageSummary[] {
  const wanted = slugWords(pathname);
  const lastSegment = slugWords(pathname.split("/").findLast(Boolean) ?? "");
  return pages
    .map((page) => ({
      page,
      score: Math.min(
        difference(wanted, slugWords(page.url)),
        lastSegment ? difference(lastSegment, slugWords(page.title)) : 1,
      ),
    }))
    .filter(({ score }) => score <= MAX_DIFFERENCE)
    .sort((a, b) => a.score - b.score || a.page.url.localeCompare(b.page.url))
    .slice(0, MAX_SUGGESTIONS)
    .map(({ page }) => page);
}
