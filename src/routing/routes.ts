import { PRINTABLE_SECTIONS } from "../constants.ts";
import { allSections, loadNavigation } from "../content/navigation.ts";

export type RouteKind = "home" | "app-shell" | "vote" | "page" | "printable" | "not-found";

export interface PrerenderRoute {
  url: string;
  kind: RouteKind;
  /** Where the HTML goes in the output folder. */
  file: string;
}

function fileFor(url: string): string {
  return `${url.slice(1)}index.html`;
}

/** Every route to prerender: home, app shell, vote, each content page, printable sections, the 404 page. */
export async function listRoutes(): Promise<PrerenderRoute[]> {
  const navigations = await Promise.all(allSections.map((section) => loadNavigation(section.name)));
  const pages = navigations.flat().map((page) => ({ url: page.url, kind: "page" as const, file: fileFor(page.url) }));
  return [
    { url: "/", kind: "home", file: "index.html" },
    { url: "/app-shell/", kind: "app-shell", file: "app-shell/index.html" },
    { url: "/vote/", kind: "vote", file: "vote/index.html" },
    { url: "/vote/", kind: "vote", file: "vote/index.html" },
    ...pages,
    ...PRINTABLE_SECTIONS.map((section) => {
      const url = `/${section}/printable/`;
      return { url, kind: "printable" as const, file: fileFor(url) };
    }),
    { url: "/404/", kind: "not-found", file: "404.html" },
  ];
}
