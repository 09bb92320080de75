import { allSections, navigations } from "../content/navigation.ts";
import { FIXED_ROUTES, NOT_FOUND_URL, type RouteKind } from "../../common/routeTable.ts";

export type { RouteKind };

export interface PrerenderRoute {
  url: string;
  kind: RouteKind;
  /** Where the HTML goes in the output folder. */
  file: string;
  /** The HTTP status the page stands for, when it is not 200. */
  status?: number;
}

function fileFor(url: string): string {
  return `${url.slice(1)}index.html`;
}

/** Every route to prerender: the fixed routes, each content page and the not-found page. */
export async function listRoutes(): Promise<PrerenderRoute[]> {
  const sections = await Promise.all(allSections.map((section) => navigations.read(section.name)));
  return [
    ...FIXED_ROUTES.map((route) => ({ url: route.path, kind: route.kind, file: fileFor(route.path) })),
    ...sections.flat().map((page) => ({ url: page.url, kind: "page" as const, file: fileFor(page.url) })),
    { url: NOT_FOUND_URL, kind: "not-found", file: "404.html", status: 404 },
  ];
}
