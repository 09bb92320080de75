import { conceptPages } from "../../test/unit/contentIndex.ts";
import { PRINTABLE_SECTIONS } from "../../common/site.ts";
import { APP_SHELL_URL } from "../../common/site.ts";
import { FIXED_ROUTES, printableSection } from "../../common/routeTable.ts";
import { listRoutes } from "./routes.ts";

describe("the route table", () => {
  it("lists each path once, in its trailing-slash form", () => {
    const paths = FIXED_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/(.*\/)?$/);
  });

  it("has the home page, the app shell, the vote and search pages and every printable section", () => {
    const paths = FIXED_ROUTES.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        APP_SHELL_URL,
        "/vote/",
        "/search/",
        ...PRINTABLE_SECTIONS.map((section) => `/${section}/printable/`),
      ]),
    );
    expect(printableSection("/api/printable/")).toBe("api");
  });

  it("keeps the app shell, the search page and the printable pages away from search engines", () => {
    const indexed = FIXED_ROUTES.filter((route) => route.indexed).map((route) => route.path);
    expect(indexed).toEqual(["/", "/vote/"]);
  });
});

describe("listRoutes", () => {
  it("prerenders every fixed route, every content page and the not-found page, each once", async () => {
    const routes = await listRoutes();
    const urls = routes.map((route) => route.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(new Set(routes.map((route) => route.file)).size).toBe(routes.length);
    for (const route of FIXED_ROUTES) expect(urls).toContain(route.path);
    // The unit content index has pages in one section only: concepts.
    for (const page of conceptPages) {
      expect(routes).toContainEqual({ url: page.url, kind: "page", file: `${page.url.slice(1)}index.html` });
    }
    expect(routes.at(-1)).toEqual({ url: "/404/", kind: "not-found", file: "404.html", status: 404 });
    expect(routes).toHaveLength(FIXED_ROUTES.length + conceptPages.length + 1);
  });
});
