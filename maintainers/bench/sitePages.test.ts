import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { findSitePages } from "./sitePages.ts";
import { serveSite, type StaticSite } from "./staticSite.ts";

describe("findSitePages", () => {
  let folder: string;
  let site: StaticSite;
  before(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), "bench-site-pages-"));
    mkdirSync(path.join(folder, "concepts"));
    writeFileSync(path.join(folder, "concepts/index.html"), "<h1>Concepts</h1>");
    mkdirSync(path.join(folder, "configuration"));
    writeFileSync(path.join(folder, "configuration/output.html"), "<h1>Output</h1>");
    writeFileSync(path.join(folder, "404.html"), "<h1>Not found</h1>");
    site = await serveSite(folder);
  });
  after(async () => {
    await site.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("keeps the URL of each page that answers 200, through the site's own paths", async () => {
    const paths: Record<string, string> = {
      "/concepts/": "/concepts/index.html",
      "/configuration/output/": "/configuration/output.html",
    };
    const pages = await findSitePages("vitepress", site.baseUrl, Object.keys(paths), (page) => paths[page] ?? page);
    assert.deepEqual(pages, {
      site: "vitepress",
      urls: {
        "/concepts/": `${site.baseUrl}/concepts/index.html`,
        "/configuration/output/": `${site.baseUrl}/configuration/output.html`,
      },
    });
  });

  it("refuses a 404 page and a redirect, which would be measured in the page's place", async () => {
    const pages = await findSitePages("docusaurus", site.baseUrl, ["/", "/concepts"], (page) => page);
    assert.deepEqual(pages.urls, {
      "/": { failed: "/ answered 404" },
      "/concepts": { failed: "/concepts answered 301" },
    });
  });
});
