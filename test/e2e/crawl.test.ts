import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { fragmentIds } from "../../src/utilities/untrustedInput.ts";
import { distDirectory, openPage, startSite, waitForApp, withoutServiceWorker, type Site } from "./harness.ts";

/** Tabs loading pages at once: enough to keep two cores busy while each waits for its page. */
const TABS = 3;
/**
 * The reference pages hydrate thousands of elements; with other tabs hydrating beside them on a
 * busy machine one took more than the harness's 15 s, which says nothing about the page.
 */
const PAGE_TIMEOUT_MS = 60_000;
/**
 * The crawl reads every page on the narrowest phone it must fit without scrolling sideways: at
 * this width the layout is the one of all phones (the sidebar in the drawer, no outline rail), so
 * the links and ids it collects are those of any width below the two-column layout.
 */
const PHONE_VIEWPORT = { width: 320, height: 640 };

/** What the crawl saw of one page, once the app had hydrated. */
interface CrawledPage {
  path: string;
  status: number;
  h1Count: number;
  ids: string[];
  /** Links to this origin, as the browser resolved them: path (with query) and hash. */
  links: { path: string; hash: string }[];
  /** Console errors and warnings, uncaught exceptions (Content-Security-Policy violations among them). */
  problems: string[];
  /** How far the page is wider than a 320 px screen, in CSS pixels (0 when it fits). */
  overflow: number;
}

function sitemapPaths(): string[] {
  const sitemap = readFileSync(path.join(distDirectory, "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}

/** Loads each path in one of a few reused tabs, in sitemap order. */
async function crawl(site: Site, paths: string[]): Promise<CrawledPage[]> {
  const queue = [...paths];
  const crawled: CrawledPage[] = [];
  const tab = async () => {
    const { page, problems } = await openPage(site);
    await page.setViewport(PHONE_VIEWPORT);
    // A service worker would precache the whole site in the background and reload each tab once
    // it took control; the offline tests cover it.
    await withoutServiceWorker(page);
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const problemsBefore = problems.length;
      const response = await page.goto(`${site.baseUrl}${next}`, {
        waitUntil: "domcontentloaded",
        timeout: PAGE_TIMEOUT_MS,
      });
      await waitForApp(page, PAGE_TIMEOUT_MS);
      // Lazy parts (sponsors, banners) render right after hydration; their errors belong to this page.
      await page.waitForNetworkIdle({ idleTime: 100, timeout: PAGE_TIMEOUT_MS });
      const seen = await page.evaluate(() => ({
        h1Count: document.querySelectorAll("h1").length,
        ids: [...document.querySelectorAll("[id]")].map((element) => element.id),
        links: [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
          .filter((link) => link.origin === location.origin)
          .map((link) => ({ path: `${link.pathname}${link.search}`, hash: link.hash })),
      }));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      crawled.push({
        path: next,
        status: response?.status() ?? 0,
        ...seen,
        problems: problems.slice(problemsBefore),
        overflow,
      });
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: TABS }, tab));
  return crawled;
}

describe("every page of the sitemap, loaded in Chromium", () => {
  let site: Site;
  let pages: CrawledPage[];
  let crawledIds: Map<string, Set<string>>;

  /** The status of a path the crawl did not load (printable pages, feeds, files), asked once. */
  const statusOfPath = new Map<string, Promise<number>>();
  const headStatus = (target: string): Promise<number> => {
    let status = statusOfPath.get(target);
    if (!status) {
      status = fetch(`${site.baseUrl}${target}`, { method: "HEAD", redirect: "manual" }).then(
        (answer) => answer.status,
      );
      statusOfPath.set(target, status);
    }
    return status;
  };

  /** The ids of a page the crawl did not load (a printable page), read from its HTML once. */
  const idsOffTheSitemap = new Map<string, Promise<Set<string>>>();
  const idsOfPageOffTheSitemap = (target: string): Promise<Set<string>> => {
    let ids = idsOffTheSitemap.get(target);
    if (!ids) {
      ids = headStatus(target).then(async (status) => {
        const html = status === 200 ? await (await fetch(`${site.baseUrl}${target}`)).text() : "";
        return new Set([...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1] ?? ""));
      });
      idsOffTheSitemap.set(target, ids);
    }
    return ids;
  };

  before(async () => {
    site = await startSite();
    const paths = sitemapPaths();
    assert.ok(paths.length > 100, `${paths.length} pages in the sitemap`);
    pages = await crawl(site, paths);
    crawledIds = new Map(pages.map((page) => [page.path, new Set(page.ids)]));
  });
  after(async () => {
    await site.close();
  });

  it("answers every page with 200", () => {
    const failing = pages.filter((page) => page.status !== 200).map((page) => `${page.path}: ${page.status}`);
    assert.deepEqual(failing, []);
  });

  it("fits every page on a 320 px wide phone, without scrolling sideways", () => {
    const wide = pages
      .filter(({ overflow }) => overflow > 0)
      .map(({ path: page, overflow }) => `${page}: ${overflow} px too wide`);
    assert.deepEqual(wide, []);
  });

  it("gives every page exactly one h1", () => {
    const failing = pages.filter((page) => page.h1Count !== 1).map((page) => `${page.path}: ${page.h1Count} h1`);
    assert.deepEqual(failing, []);
  });

  it("logs no console error or warning and throws no uncaught exception on any page", () => {
    const failing = pages.flatMap((page) => page.problems.map((problem) => `${page.path}: ${problem}`));
    assert.deepEqual(failing, []);
  });

  it("links only to pages and files the site has", async () => {
    const targets = new Set(pages.flatMap((page) => page.links.map((link) => link.path)));
    const broken: string[] = [];
    for (const target of targets) {
      if (crawledIds.has(target)) continue;
      const status = await headStatus(target);
      if (status !== 200) {
        const from = pages.filter((page) => page.links.some((link) => link.path === target)).map((page) => page.path);
        broken.push(`${target} (${status}), linked from ${from.slice(0, 3).join(", ")}`);
      }
    }
    assert.deepEqual(broken, []);
  });

  it("links only to anchors that exist on their page", async () => {
    const missing: string[] = [];
    for (const page of pages) {
      for (const link of page.links) {
        const wanted = fragmentIds(link.hash);
        if (wanted.length === 0) continue;
        const ids = crawledIds.get(link.path) ?? (await idsOfPageOffTheSitemap(link.path));
        if (!wanted.some((id) => ids.has(id))) missing.push(`${page.path}: ${link.path}${link.hash}`);
      }
    }
    assert.deepEqual([...new Set(missing)], []);
  });
});
