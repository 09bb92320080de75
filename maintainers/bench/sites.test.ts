import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { isSectionIndexIn, MEASURED_PAGES, sitePagePath } from "./sites.ts";

describe("sitePagePath", () => {
  it("keeps our paths for our site and for Docusaurus, section indexes included", () => {
    for (const site of ["ours", "docusaurus"] as const) {
      assert.equal(sitePagePath(site, "/", true), "/");
      assert.equal(sitePagePath(site, "/concepts/", true), "/concepts/");
      assert.equal(sitePagePath(site, "/configuration/output/", false), "/configuration/output/");
    }
  });

  it("maps a page to its .html file on VitePress, which builds without clean URLs", () => {
    assert.equal(sitePagePath("vitepress", "/configuration/output/", false), "/configuration/output.html");
    assert.equal(sitePagePath("vitepress", "/api/compiler-hooks/", false), "/api/compiler-hooks.html");
  });

  it("maps a section's index to its index.html on VitePress", () => {
    assert.equal(sitePagePath("vitepress", "/concepts/", true), "/concepts/index.html");
  });

  it("keeps the home on VitePress", () => {
    assert.equal(sitePagePath("vitepress", "/", false), "/");
  });
});

describe("isSectionIndexIn", () => {
  let content: string;
  before(() => {
    content = mkdtempSync(path.join(os.tmpdir(), "bench-sites-"));
    mkdirSync(path.join(content, "concepts"));
    writeFileSync(path.join(content, "concepts/index.md"), "# Concepts\n");
    mkdirSync(path.join(content, "configuration"));
    writeFileSync(path.join(content, "configuration/output.md"), "# Output\n");
  });
  after(() => rmSync(content, { recursive: true, force: true }));

  it("tells a section's index.md from a page's own file", () => {
    assert.equal(isSectionIndexIn(content, "/concepts/"), true);
    assert.equal(isSectionIndexIn(content, "/configuration/output/"), false);
  });

  it("maps every measured page of a content folder to the VitePress file that holds it", () => {
    const paths = MEASURED_PAGES.map((page) => sitePagePath("vitepress", page, isSectionIndexIn(content, page)));
    assert.deepEqual(paths, ["/", "/concepts/index.html", "/configuration/output.html", "/api/compiler-hooks.html"]);
  });
});
