import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { gzipSync } from "node:zlib";
import type { HTTPRequest, Page } from "puppeteer";
import { axeViolations } from "./axe.ts";
import {
  distDirectory,
  openPage,
  startSite,
  waitForApp,
  waitForServiceWorker,
  withoutServiceWorker,
  type Site,
} from "./harness.ts";

const INPUT = 'input[role="combobox"][aria-label="Search"]';
const BUTTON = '::-p-aria([name="Search"][role="button"])';
const PAGE_INPUT = 'input[type="search"][aria-label="Search the documentation"]';
const PAGE_RESULTS = 'ol[aria-label="Search results"] a';
const isIndexChunk = (url: string) => /\/assets\/search-index\.[0-9a-f]+\.js$/.test(url);

/** The text of each result, in order. */
function resultTexts(page: Page): Promise<string[]> {
  return page.$$eval('[role="option"]', (options) => options.map((option) => option.textContent ?? ""));
}

async function search(page: Page, query: string): Promise<string[]> {
  await page.locator(INPUT).fill(query);
  await page.waitForFunction(
    (input) => document.querySelector(input)?.getAttribute("aria-expanded") === "true",
    {},
    INPUT,
  );
  return resultTexts(page);
}

function location(page: Page): Promise<string> {
  return page.evaluate(() => window.location.pathname + window.location.hash);
}

/** Marks the document, so a test can tell a navigation inside the app from a page load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute("data-test-document", "first"));
}

function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.getAttribute("data-test-document") === "first");
}

/** The hrefs of the results page's links, once it shows results for `query`. */
async function pageResults(page: Page, query: string): Promise<string[]> {
  await page.waitForFunction(
    (text) => document.querySelector('main [role="status"]')?.textContent?.includes(`for “${text}”`) === true,
    {},
    query,
  );
  return page.$$eval(PAGE_RESULTS, (links) => links.map((link) => link.getAttribute("href") ?? ""));
}

const INDEX_BUDGET_BYTES = 150 * 1024;

describe("search", () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site.close();
  });

  it("loads nothing of search until the reader opens it, then finds the right pages and headings", async () => {
    const { page, problems } = await openPage(site);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto(`${site.baseUrl}/concepts/`);
    await waitForApp(page);
    assert.deepEqual(
      requested.filter((url) => /search/.test(url)),
      [],
      "no search code or index on page load",
    );

    await page.keyboard.press("/");
    await page.waitForSelector(INPUT);
    assert.ok(requested.some(isIndexChunk), "the index chunk loads when the dialog opens");

    const expectations: [query: string, topResults: string[]][] = [
      ["splitChunks", ["SplitChunksPlugin", "optimization.splitChunks"]],
      ["entry points", ["Entry Points"]],
      ["HMR", ["Hot Module Replacement"]],
      ["chunkLoadTimeout", ["output.chunkLoadTimeout"]],
    ];
    for (const [query, expected] of expectations) {
      const top = (await search(page, query)).slice(0, 3).join(" | ");
      for (const text of expected) assert.ok(top.includes(text), `"${query}": top results ${top} include ${text}`);
    }
    assert.deepEqual(problems, []);
  });

  it("keeps the index within its budget of 150 KB gzip, and out of the initial bundle", () => {
    const assets = readdirSync(path.join(distDirectory, "assets"));
    const index = assets.find((name) => /^search-index\.[0-9a-f]+\.js$/.test(name));
    assert.ok(index, "the index is a chunk of its own");
    const size = gzipSync(readFileSync(path.join(distDirectory, "assets", index)), { level: 9 }).length;
    assert.ok(size <= INDEX_BUDGET_BYTES, `search index: ${size} B gzip`);
    const main = assets.find((name) => /^main\.[0-9a-f]+\.js$/.test(name)) ?? "";
    assert.doesNotMatch(readFileSync(path.join(distDirectory, "assets", main), "utf8"), /MiniSearch|fuzzy/);
  });

  it("works by keyboard alone: Ctrl+K, arrows, Enter to the heading, Escape back to the button", async () => {
    const { page } = await openPage(site);
    await page.goto(`${site.baseUrl}/guides/`);
    await waitForApp(page);
    await page.keyboard.down("Control");
    await page.keyboard.press("k");
    await page.keyboard.up("Control");
    await page.waitForSelector(INPUT);
    assert.equal(await page.evaluate((input) => document.activeElement === document.querySelector(input), INPUT), true);

    await search(page, "chunkLoadTimeout");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    const [activeText, activeHref] = await page.$eval(INPUT, (input) => {
      const option = document.getElementById(input.getAttribute("aria-activedescendant") ?? "");
      return [option?.textContent, option?.getAttribute("href")];
    });
    assert.match(activeText ?? "", /output\.chunkLoadTimeout/);
    assert.match(activeHref ?? "", /^\/(configuration|concepts)\/output\/#(schema-)?outputchunkloadtimeout$/);
    await markDocument(page);
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => window.location.hash.includes("chunkloadtimeout"));
    assert.equal(await location(page), activeHref);
    assert.equal(await isSameDocument(page), true, "Enter navigates inside the app");
    assert.equal(await page.$(INPUT), null, "the dialog closed");
    await page.waitForFunction(() => {
      const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
      return target !== null && Math.abs(target.getBoundingClientRect().top) < window.innerHeight;
    });

    await page.keyboard.press("/");
    await page.waitForSelector(INPUT);
    await page.keyboard.press("Escape");
    await page.waitForFunction((input) => !document.querySelector(input), {}, INPUT);
    const focused = await page.evaluate(() => [document.activeElement?.tagName, document.activeElement?.textContent]);
    assert.deepEqual(focused, ["BUTTON", "SearchCtrl K"]);
  });

  it("lists each result as a link to its heading: a click follows it in the app, Ctrl+click and a middle click open a tab", async () => {
    const { page, problems } = await openPage(site);
    await page.goto(`${site.baseUrl}/concepts/`);
    await waitForApp(page);
    await page.click(BUTTON);
    await search(page, "splitChunks");
    const options = await page.$$eval('[role="option"]', (elements) =>
      elements.map((element) => [element.tagName, element.getAttribute("href")]),
    );
    // The plugin's page and the option's section, in either order: both are about the name.
    assert.deepEqual(
      options.slice(0, 2).sort(([, a], [, b]) => String(a).localeCompare(String(b))),
      [
        ["A", "/configuration/optimization/#optimizationsplitchunks"],
        ["A", "/plugins/split-chunks-plugin/"],
      ],
    );
    const second = '[role="option"][href="/configuration/optimization/#optimizationsplitchunks"]';

    for (const open of [
      () => page.click(second, { button: "middle" }),
      async () => {
        await page.keyboard.down("Control");
        await page.click(second);
        await page.keyboard.up("Control");
      },
    ]) {
      const tab = site.browser.waitForTarget(
        (target) => target.url() === `${site.baseUrl}/configuration/optimization/#optimizationsplitchunks`,
      );
      await open();
      await (await (await tab).page())?.close();
      assert.ok(await page.$(INPUT), "the dialog stays open");
      assert.equal(await location(page), "/concepts/");
    }

    await markDocument(page);
    await page.click(second);
    await page.waitForFunction(() => window.location.pathname === "/configuration/optimization/");
    assert.equal(await location(page), "/configuration/optimization/#optimizationsplitchunks");
    assert.equal(await isSameDocument(page), true, "a click navigates inside the app");
    assert.equal(await page.$(INPUT), null, "the dialog closed");
    assert.deepEqual(problems, []);
  });

  it("is a modal dialog in the top layer: above the notification banner, the page behind inert", async () => {
    const { page, problems } = await openPage(site);
    await page.goto(`${site.baseUrl}/concepts/`);
    await waitForApp(page);
    await page.waitForSelector('aside[aria-label="Notification"]');
    await page.click(BUTTON);
    await page.waitForSelector(INPUT);
    const state = await page.evaluate(() => {
      const dialog = document.querySelector("dialog");
      const banner = document.querySelector('aside[aria-label="Notification"]');
      const box = banner?.getBoundingClientRect();
      const topmost = box && document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        modal: dialog?.matches(":modal") ?? false,
        bannerCovered: topmost !== null && topmost !== undefined && !banner?.contains(topmost),
      };
    });
    assert.deepEqual(state, { modal: true, bannerCovered: true });
    // The page behind is inert: its links take no focus.
    const focusedBehind = await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>("main a[href]");
      link?.focus();
      return link !== null && document.activeElement === link;
    });
    assert.equal(focusedBehind, false);
    assert.deepEqual(problems, []);
  });

  it("shows a passage of each result with the searched words marked, and the page they lead to marks them too", async () => {
    const { page, problems } = await openPage(site);
    await page.goto(`${site.baseUrl}/concepts/`);
    await waitForApp(page);
    await page.click(BUTTON);
    await search(page, "contenthash");
    const first = '[role="option"]:first-of-type';
    await page.waitForFunction(
      (option) => (document.querySelector(option)?.querySelectorAll("mark").length ?? 0) > 0,
      {},
      first,
    );
    const { href, marks } = await page.$eval(first, (option) => ({
      href: option.getAttribute("href") ?? "",
      marks: [...option.querySelectorAll("mark")].map((mark) => mark.textContent?.toLowerCase() ?? ""),
    }));
    assert.ok(href.startsWith("/guides/caching/"), href);
    assert.ok(
      marks.every((mark) => mark?.includes("contenthash")),
      marks.join(", "),
    );

    await page.click(first);
    await page.waitForFunction(() => window.location.pathname === "/guides/caching/");
    await page.waitForFunction(() => (CSS.highlights.get("search-terms")?.size ?? 0) > 3);
    const marked = await page.evaluate(() =>
      [...(CSS.highlights.get("search-terms") ?? [])].slice(0, 3).map((range) => range.toString().toLowerCase()),
    );
    assert.deepEqual(marked, ["contenthash", "contenthash", "contenthash"]);
    await page.click('::-p-aria([name="Clear search highlights"][role="button"])');
    await page.waitForFunction(() => !CSS.highlights.has("search-terms"));
    assert.deepEqual(problems, []);
  });

  it("offers the reader's recent searches, each removable, and survives corrupt storage", async () => {
    const { page, problems } = await openPage(site);
    await page.evaluateOnNewDocument(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("recent-searches", "{corrupt");
        sessionStorage.setItem("seeded", "1");
      }
    });
    await page.goto(`${site.baseUrl}/concepts/`);
    await waitForApp(page);
    await page.click(BUTTON);
    await page.waitForSelector(INPUT);
    assert.equal(await page.$("::-p-text(Recent searches)"), null, "nothing to offer from corrupt storage");
    await search(page, "devtool");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => window.location.pathname === "/configuration/devtool/");

    await page.click(BUTTON);
    await page.waitForSelector(INPUT);
    await page.click('::-p-aria([name="devtool"][role="button"])');
    await page.waitForFunction(
      (input) => document.querySelector(input)?.getAttribute("aria-expanded") === "true",
      {},
      INPUT,
    );
    assert.equal(await page.$eval(INPUT, (input) => (input as HTMLInputElement).value), "devtool");
    await page.click(INPUT, { count: 3 });
    await page.keyboard.press("Backspace");
    await page.click('::-p-aria([name="Remove “devtool” from recent searches"][role="button"])');
    await page.waitForFunction(() => !document.querySelector("dialog h2"));
    assert.equal(await page.evaluate(() => localStorage.getItem("recent-searches")), "[]");
    assert.deepEqual(problems, []);
  });

  it("shows the results of /search/?q= as links, and rewrites the address in place as the reader types", async () => {
    const { page, problems } = await openPage(site);
    await page.goto(`${site.baseUrl}/search/?q=splitChunks`);
    await waitForApp(page);
    assert.equal(await page.title(), "Search: splitChunks | webpack");
    assert.deepEqual((await pageResults(page, "splitChunks")).slice(0, 2).sort(), [
      "/configuration/optimization/#optimizationsplitchunks",
      "/plugins/split-chunks-plugin/",
    ]);
    assert.equal(await page.$eval(PAGE_INPUT, (input) => (input as HTMLInputElement).value), "splitChunks");

    const entries = await page.evaluate(() => window.history.length);
    await page.locator(PAGE_INPUT).fill("publicPath");
    await page.waitForFunction(() => window.location.search === "?q=publicPath");
    const results = await pageResults(page, "publicPath");
    assert.ok(results.indexOf("/configuration/output/#outputpublicpath") < 2, results.join(", "));
    assert.equal(await page.evaluate(() => window.history.length), entries, "no history entry per keystroke");
    assert.equal(await page.$eval(PAGE_INPUT, (input) => input === document.activeElement), true);

    await markDocument(page);
    await page.click(`${PAGE_RESULTS}[href="/configuration/output/#outputpublicpath"]`);
    await page.waitForFunction(() => window.location.pathname === "/configuration/output/");
    assert.equal(await isSameDocument(page), true, "a result navigates inside the app");
    await page.goBack();
    assert.deepEqual((await pageResults(page, "publicPath")).slice(0, 1), ["/guides/public-path/"]);
    assert.deepEqual(problems, []);
  });

  it("leads from the dialog to all the results of its query", async () => {
    const { page, problems } = await openPage(site);
    await page.goto(`${site.baseUrl}/guides/`);
    await waitForApp(page);
    await page.click(BUTTON);
    await search(page, "tree shaking");
    await page.click("::-p-text(See all results for “tree shaking”)");
    await page.waitForFunction(() => window.location.pathname === "/search/");
    assert.equal(await page.evaluate(() => window.location.search), "?q=tree+shaking");
    assert.equal((await pageResults(page, "tree shaking"))[0], "/guides/tree-shaking/");
    assert.equal(await page.$(INPUT), null, "the dialog closed");
    assert.deepEqual(problems, []);
  });

  for (const theme of ["light", "dark"]) {
    it(`has no axe violations on the results page in the ${theme} theme`, async () => {
      const { page } = await openPage(site);
      await page.evaluateOnNewDocument((value) => window.localStorage.setItem("theme", value), theme);
      await page.goto(`${site.baseUrl}/search/?q=output`);
      await waitForApp(page);
      await pageResults(page, "output");
      assert.deepEqual(await axeViolations(page), []);
    });
  }

  for (const theme of ["light", "dark"]) {
    it(`has no axe violations with results open in the ${theme} theme`, async () => {
      const { page } = await openPage(site);
      await page.evaluateOnNewDocument((value) => window.localStorage.setItem("theme", value), theme);
      await page.goto(`${site.baseUrl}/concepts/`);
      await waitForApp(page);
      await page.click(BUTTON);
      await search(page, "output");
      assert.deepEqual(await axeViolations(page), []);
    });
  }

  it("keeps answering with the network gone once the index is loaded", async () => {
    const { page } = await openPage(site);
    await page.goto(`${site.baseUrl}/`);
    await waitForApp(page);
    await page.click(BUTTON);
    await search(page, "loader");
    await page.setOfflineMode(true);
    const results = await search(page, "tree shaking");
    assert.match(results[0] ?? "", /Tree Shaking/);
    await page.setOfflineMode(false);
  });

  it("shows the results of /search/?q= with the server gone, from what the service worker keeps", async () => {
    // A fresh context: its own service worker, installed while the server is up.
    const page = await (await site.browser.createBrowserContext()).newPage();
    await page.goto(`${site.baseUrl}/concepts/`);
    await waitForApp(page);
    await waitForServiceWorker(page);
    await site.setServerUp(false);
    try {
      await page.goto(`${site.baseUrl}/search/?q=devtool`);
      await waitForApp(page);
      assert.equal((await pageResults(page, "devtool"))[0], "/configuration/devtool/");
    } finally {
      // Back up, also when an assertion failed: the later tests need the server.
      await site.setServerUp(true);
    }
  });

  it('shows "Error loading content." when the index fails to load, and Try again recovers', async () => {
    // A fresh context and no service worker: the index request must be the page's own to block it.
    const page = await (await site.browser.createBrowserContext()).newPage();
    await withoutServiceWorker(page);
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push((error as Error).message));
    await page.setRequestInterception(true);
    let blocked = true;
    page.on("request", (request: HTTPRequest) => {
      if (blocked && isIndexChunk(request.url())) void request.abort("failed");
      else void request.continue();
    });
    await page.goto(`${site.baseUrl}/concepts/`);
    await waitForApp(page);
    await page.click(BUTTON);
    const alert = await page.waitForSelector('dialog [role="alert"]');
    assert.match((await alert?.evaluate((element) => element.textContent)) ?? "", /Error loading content\./);

    blocked = false;
    await page.locator("::-p-text(Try again)").click();
    const results = await search(page, "entry points");
    assert.match(results[0] ?? "", /Entry Points/);
    assert.deepEqual(problems, [], "the failure is handled, not thrown");
  });
});
