import { allSections, navigations } from "../content/navigation.ts";
import type { PrerenderRoute } from "../../common/prerender.ts";
import { FIXED_ROUTES, NOT_FOUND_URL, type RouteKind } from "../../common/routeTable.ts";

export type { RouteKind };

/** A route of this site, as the prerender plugin's contract lists it, with what kind of page it is. */
export interface SiteRoute extends PrerenderRoute {
  kind: RouteKind;
}

function fileFor(url: string): string {
  return `${url.slice(1)}index.html`;
}

/** Every route to prerender: the fixed routes, each content page and the not-found page. */
export async function listRoutes(): Promise<SiteRoute[]> {
  const sections = await Promise.all(allSections.map((section) => navigations.read(section.name)));
  return [
    ...FIXED_ROUTES.map((route) => ({ url: route.path, kind: route.kind, file: fileFor(route.path) })),
    ...sections.flat().map((page) => ({ url: page.url, kind: "page" as const, file: fileFor(page.url) })),
    { url: NOT_FOUND_URL, kind: "not-found", file: "404.html", status: 404 },
  ];
}
