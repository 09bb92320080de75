import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { gzipSync } from "node:zlib";
import type { HTTPRequest, Page } from "puppeteer";
import { axeViolations } from "./axe.ts";
import { distDirectory, openPage, startSite, waitForApp, withoutServiceWorker, type Site } from "./harness.ts";

const INPUT = 'input[role="combobox"][aria-label="Search"]';
const BUTTON = '::-p-aria([name="Search"][role="button"])';
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
    const active = await page.$eval(INPUT, (input) => {
      const id = input.getAttribute("aria-activedescendant");
      return id ? document.getElementById(id)?.textContent : null;
    });
    assert.match(active ?? "", /output\.chunkLoadTimeout/);
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => window.location.hash.includes("chunkloadtimeout"));
    assert.match(await location(page), /^\/(configuration|concepts)\/output\/#(schema-)?outputchunkloadtimeout$/);
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
    const alert = await page.waitForSelector('[role="dialog"] [role="alert"]');
    assert.match((await alert?.evaluate((element) => element.textContent)) ?? "", /Error loading content\./);

    blocked = false;
    await page.locator("::-p-text(Try again)").click();
    const results = await search(page, "entry points");
    assert.match(results[0] ?? "", /Entry Points/);
    assert.deepEqual(problems, [], "the failure is handled, not thrown");
  });
});
