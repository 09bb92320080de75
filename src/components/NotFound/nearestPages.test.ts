import type { PageSummary } from "../../../common/content.ts";
import { nearestPages } from "./nearestPages.ts";

const pages: PageSummary[] = [
  { url: "/", title: "webpack" },
  { url: "/concepts/", title: "Concepts" },
  { url: "/concepts/loaders/", title: "Loaders" },
  { url: "/concepts/plugins/", title: "Plugins" },
  { url: "/concepts/output/", title: "Output" },
  { url: "/configuration/output/", title: "Output" },
  { url: "/loaders/", title: "Loaders" },
  { url: "/guides/tree-shaking/", title: "Tree Shaking" },
  { url: "/api/compiler-hooks/", title: "Compiler Hooks" },
  { url: "/blog/2026-07-24-built-in-typescript/", title: "Built-in TypeScript" },
  { url: "/blog/2026-11-25-virtual-modules/", title: "Virtual modules" },
];

const urls = (pathname: string) => nearestPages(pathname, pages).map((page) => page.url);

describe("nearestPages", () => {
  it("puts the page one typo away from the address first", () => {
    expect(urls("/concepts/loadrs/")[0]).toBe("/concepts/loaders/");
    expect(urls("/guides/tree-shakng/")[0]).toBe("/guides/tree-shaking/");
  });

  it("finds a page asked for under the wrong section by its title", () => {
    expect(urls("/guides/compiler-hooks/")).toContain("/api/compiler-hooks/");
  });

  it("leads a post's address from before it was redated to the post", () => {
    expect(urls("/blog/2026-07-14-built-in-typescript/")[0]).toBe("/blog/2026-07-24-built-in-typescript/");
    expect(urls("/blog/2025-08-12-virtual-modules/")[0]).toBe("/blog/2026-11-25-virtual-modules/");
  });

  it("offers nothing for an address near no page", () => {
    expect(urls("/a/b/c/")).toEqual([]);
    expect(urls("/zzzzzzzz/")).toEqual([]);
  });

  it("offers three pages at most, equally near ones in address order", () => {
    expect(urls("/output/")).toEqual(["/concepts/output/", "/configuration/output/"]);
    expect(nearestPages("/concepts/x/", pages).length).toBeLessThanOrEqual(3);
  });
});
