import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "puppeteer";
import { openPage, startSite, waitForApp, type Site } from "./harness.ts";

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812, isMobile: true, hasTouch: true };
const LONG_PAGE = "/configuration/output/";
const RAIL = 'nav[aria-labelledby="on-this-page"]';

function visible(page: Page, selector: string): Promise<boolean> {
  return page.$eval(selector, (element) => element.checkVisibility({ visibilityProperty: true }));
}

describe("reading aids", () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site.close();
  });

  it("shows the page's outline in a rail beside the article at 1280 px, following the section being read, and not twice", async () => {
    const { page, problems } = await openPage(site);
    await page.setViewport(WIDE);
    await page.goto(`${site.baseUrl}${LONG_PAGE}`);
    await waitForApp(page);
    await page.waitForSelector(RAIL, { visible: true });
    const sidebarOutline = `nav[aria-label="Section pages"] a[href="${LONG_PAGE}#outputpublicpath"]`;
    assert.equal(await visible(page, sidebarOutline), false, "the sidebar lists the pages only");
    const articleRight = await page.$eval("main article", (article) => article.getBoundingClientRect().right);
    const railLeft = await page.$eval(RAIL, (rail) => rail.getBoundingClientRect().left);
    assert.ok(railLeft >= articleRight, `the rail (${railLeft}px) beside the article (ending at ${articleRight}px)`);

    await page.click(`${RAIL} a[href="${LONG_PAGE}#outputpublicpath"]`);
    await page.waitForFunction(
      (rail) => document.querySelector(`${rail} a[aria-current="location"]`)?.textContent === "output.publicPath",
      {},
      RAIL,
    );
    assert.deepEqual(problems, []);
  });

  it("keeps the outline in the sidebar, and no rail, below 1280 px", async () => {
    const { page } = await openPage(site);
    await page.setViewport({ width: 1024, height: 768 });
    await page.goto(`${site.baseUrl}${LONG_PAGE}`);
    await waitForApp(page);
    assert.equal(await visible(page, `nav[aria-label="Section pages"] a[href="${LONG_PAGE}#outputpublicpath"]`), true);
    assert.equal(await page.$(RAIL), null);
  });

  it("ends a long page with a link back to its top, which takes the focus there too", async () => {
    const { page, problems } = await openPage(site);
    await page.setViewport(PHONE);
    await page.goto(`${site.baseUrl}${LONG_PAGE}`);
    await waitForApp(page);
    const backToTop = 'main a[href="#main-content"]';
    await page.$eval(backToTop, (link) => link.scrollIntoView());
    await page.waitForFunction(() => window.scrollY > 10_000);
    await page.tap(backToTop);
    await page.waitForFunction(() => {
      const top = document.querySelector("main")?.getBoundingClientRect().top;
      return top !== undefined && Math.abs(top) < 1;
    });
    assert.equal(await page.evaluate(() => document.activeElement?.id), "main-content");

    await page.goto(`${site.baseUrl}/concepts/why-webpack/`);
    await waitForApp(page);
    assert.equal(await page.$(backToTop), null, "a short page has none");
    assert.deepEqual(problems, []);
  });

  it("marks a link to another site in its name, and opens it in the same tab", async () => {
    const { page } = await openPage(site);
    await page.goto(`${site.baseUrl}/concepts/`);
    await waitForApp(page);
    const link = await page.$('.markdown a[href="https://github.com/browserslist/browserslist"]');
    assert.ok(link);
    // Blocks far from the screen are skipped by layout (content-visibility), and so by the snapshot.
    await link.evaluate((anchor) => anchor.scrollIntoView());
    const snapshot = await page.accessibility.snapshot({ root: link, interestingOnly: false });
    assert.match(snapshot?.name ?? "", /\(opens another site\)$/);
    assert.equal(await link.evaluate((anchor) => anchor.getAttribute("target")), null);
    const ownLink = await page.$('.markdown a[href^="/"]');
    await ownLink?.evaluate((anchor) => anchor.scrollIntoView());
    const ownName = (await page.accessibility.snapshot({ root: ownLink ?? undefined }))?.name ?? "";
    assert.doesNotMatch(ownName, /opens another site/);
  });

  for (const viewport of [PHONE, WIDE]) {
    it(`moves nothing while a page loads and hydrates at ${viewport.width} px: heading links, rail and notice arrive in reserved room`, async () => {
      for (const url of ["/", "/concepts/", LONG_PAGE]) {
        const { page } = await openPage(site);
        await page.setViewport(viewport);
        await page.goto(`${site.baseUrl}${url}`);
        await waitForApp(page);
        if (url !== "/") await page.waitForSelector(".markdown .heading-link");
        if (url === LONG_PAGE && viewport === WIDE) await page.waitForSelector(RAIL, { visible: true });
        // Every shift since the page started, as the browser buffered them (getEntriesByType has none).
        const shifts = await page.evaluate(
          () =>
            new Promise<number[]>((resolve) => {
              new PerformanceObserver((list, observer) => {
                observer.disconnect();
                resolve(list.getEntries().map((entry) => (entry as PerformanceEntry & { value: number }).value));
              }).observe({ type: "layout-shift", buffered: true });
              // With nothing buffered the observer is never called: an empty list after two frames.
              requestAnimationFrame(() => requestAnimationFrame(() => resolve([])));
            }),
        );
        assert.deepEqual(shifts, [], `${url}: layout shifts`);
        await page.close();
      }
    });
  }

  it("leads from Skip to content straight into the article, past the section's sidebar", async () => {
    const { page, problems } = await openPage(site);
    await page.setViewport(WIDE);
    await page.goto(`${site.baseUrl}${LONG_PAGE}`);
    await waitForApp(page);
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Skip to content");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => Boolean(document.activeElement?.closest("main article")));
    assert.ok(focused, "the Tab after the skip link is in the article");
    const sidebarLeft = await page.$eval('nav[aria-label="Section pages"]', (nav) => nav.getBoundingClientRect().left);
    const articleLeft = await page.$eval("main article", (article) => article.getBoundingClientRect().left);
    assert.ok(sidebarLeft < articleLeft, "the sidebar is still shown to the article's left");
    assert.deepEqual(problems, []);
  });
});
