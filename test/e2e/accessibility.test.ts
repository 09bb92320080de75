import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "puppeteer";
import { axeViolations } from "./axe.ts";
import { openPage, startSite, waitForApp, type Site } from "./harness.ts";

/**
 * A sample covering every kind of page: at least one of each documentation section (index pages,
 * long guides, the generated reference tables), the blog, the standalone pages, the vote, the search
 * results, the 404 page and a printable page.
 */
const SAMPLE_URLS = [
  "/",
  "/api/",
  "/api/cli/",
  "/concepts/",
  "/configuration/output/",
  "/guides/getting-started/",
  "/loaders/",
  "/loaders/css-loader/",
  "/plugins/split-chunks-plugin/",
  "/migrate/5/",
  "/contribute/writing-a-loader/",
  "/blog/",
  "/blog/2026-11-25-native-css-by-default/",
  "/comparison/",
  "/glossary/",
  "/branding/",
  "/license/",
  "/awesome-webpack/",
  "/vote/",
  "/search/?q=entry",
  "/no/such/page/",
  "/concepts/printable/",
];
const THEMES = ["light", "dark"] as const;
/** Pages read on a phone, where the layout and the touch targets differ from the desktop's. */
const PHONE_SAMPLE_URLS = ["/", "/concepts/", "/configuration/output/", "/guides/getting-started/", "/blog/"];

// Five tabs side by side, each theme's pages in two and the phone's in one: axe works in each
// page's renderer process, so two cores check pages at once (79 s in one tab, 32–34 s in five).
describe("accessibility (axe-core)", { concurrency: true }, () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site.close();
  });

  // Each theme's pages in two tabs: the first half of the sample and the second.
  const halves = [SAMPLE_URLS.slice(0, SAMPLE_URLS.length / 2), SAMPLE_URLS.slice(SAMPLE_URLS.length / 2)];
  for (const [theme, urls] of THEMES.flatMap((theme) => halves.map((half) => [theme, half] as const))) {
    // One page after another within a tab (node's suites pass their concurrency on to their tests).
    describe(`in the ${theme} theme, from ${urls[0]}`, { concurrency: 1 }, () => {
      // One tab for this half, reused for every page: the stored theme applies to each new document.
      let page: Page;
      before(async () => {
        ({ page } = await openPage(site));
        await page.evaluateOnNewDocument((value) => window.localStorage.setItem("theme", value), theme);
      });
      after(async () => {
        await page.close();
      });

      for (const url of urls) {
        it(`finds no violations on ${url}`, async () => {
          await page.goto(`${site.baseUrl}${url}`, { waitUntil: "networkidle0" });
          // Printable pages ship no app to hydrate.
          if (!url.includes("printable")) await waitForApp(page);
          assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme);
          assert.deepEqual(await axeViolations(page), []);
        });
      }
    });
  }

  describe("on a phone (375 × 812, touch)", { concurrency: 1 }, () => {
    let page: Page;
    before(async () => {
      ({ page } = await openPage(site));
      await page.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
    });
    after(async () => {
      await page.close();
    });

    for (const url of PHONE_SAMPLE_URLS) {
      it(`finds no violations on ${url}`, async () => {
        await page.goto(`${site.baseUrl}${url}`, { waitUntil: "networkidle0" });
        await waitForApp(page);
        assert.deepEqual(await axeViolations(page), []);
      });
    }
  });
});
