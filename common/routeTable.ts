import { firstPathSegment } from "./contentUrls.ts";
import { APP_SHELL_URL, PRINTABLE_SECTIONS, SEARCH_PAGE_URL } from "./site.ts";

/** What a route shows; `App` gives each kind its element. */
export type RouteKind = "home" | "app-shell" | "vote" | "search" | "printable" | "page" | "not-found";

export interface FixedRoute {
  path: string;
  kind: Exclude<RouteKind, "page" | "not-found">;
  /** Whether search engines should find it (the sitemap lists it). */
  indexed: boolean;
}

/**
 * The routes that are not content files, in one table: the app matches them, the prerender
 * renders them, the content index accepts links to them and lists the indexed ones in the
 * sitemap. Every other path is a content page's url or the not-found page.
 */
export const FIXED_ROUTES: readonly FixedRoute[] = [
  { path: "/", kind: "home", indexed: true },
  // The service worker's offline stand-in for a page never visited: the chrome only.
  { path: APP_SHELL_URL, kind: "app-shell", indexed: false },
  { path: "/vote/", kind: "vote", indexed: true },
  // Prerendered empty: the query is in the address, and results pages are no pages of their own.
  { path: SEARCH_PAGE_URL, kind: "search", indexed: false },
  ...PRINTABLE_SECTIONS.map((section) => ({
    path: `/${section}/printable/`,
    kind: "printable" as const,
    indexed: false,
  })),
];

/** Where the prerendered not-found page is rendered from (any unknown path would do). */
export const NOT_FOUND_URL = "/404/";

/** The section a printable page's path names: `/api/printable/` -> `api`. */
export const printableSection = firstPathSegment;
