import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "puppeteer";
import { openPage, startSite, waitForApp, type Site } from "./harness.ts";

const PHONE = { width: 375, height: 812, isMobile: true, hasTouch: true };
const PAGE_URL = "/concepts/output/";
const SECTION_PAGE_LINKS = 'nav[aria-label="Section pages"] a';

function h1Top(page: Page): Promise<number> {
  return page.$eval("main h1", (heading) => heading.getBoundingClientRect().top);
}

function visibleSectionPageLinks(page: Page): Promise<string[]> {
  return page.$$eval(SECTION_PAGE_LINKS, (links) =>
    links
      .filter((link) => link.checkVisibility({ visibilityProperty: true }))
      .map((link) => link.getAttribute("href") ?? ""),
  );
}

describe("a documentation page on a 375 × 812 touch screen", () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site.close();
  });

  it("starts with the page: its h1 in the top half, where the prerendered HTML already puts it", async () => {
    const { page, problems } = await openPage(site);
    await page.setViewport(PHONE);
    await page.setJavaScriptEnabled(false);
    await page.goto(`${site.baseUrl}${PAGE_URL}`);
    const prerenderedTop = await h1Top(page);
    await page.setJavaScriptEnabled(true);
    await page.goto(`${site.baseUrl}${PAGE_URL}`);
    await waitForApp(page);
    const hydratedTop = await h1Top(page);
    assert.ok(hydratedTop >= 0 && hydratedTop < PHONE.height / 2, `h1 at ${hydratedTop}px`);
    assert.equal(hydratedTop, prerenderedTop, "hydration moves nothing");
    assert.deepEqual(problems, []);
  });

  it("shows the section's pages and the page's headings only in the drawer, which closes on the heading chosen", async () => {
    const { page, problems } = await openPage(site);
    await page.setViewport(PHONE);
    await page.goto(`${site.baseUrl}${PAGE_URL}`);
    await waitForApp(page);
    assert.deepEqual(await visibleSectionPageLinks(page), []);

    await page.tap('button[aria-label="Toggle navigation"]');
    await page.waitForFunction(
      (selector) => document.querySelector(`${selector}[aria-current="page"]`)?.checkVisibility(),
      {},
      SECTION_PAGE_LINKS,
    );
    const links = await visibleSectionPageLinks(page);
    assert.ok(links.includes("/concepts/entry-points/"), "the section's other pages");
    const heading = links.find((href) => href.startsWith(`${PAGE_URL}#`));
    assert.ok(heading, "the current page's headings");
    const [, headingId = ""] = heading.split("#");

    await page.tap(`${SECTION_PAGE_LINKS}[href="${heading}"]`);
    await page.waitForFunction(
      (id) => {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        return top !== undefined && top >= 0 && top < 40;
      },
      {},
      headingId,
    );
    await page.waitForFunction(() => document.querySelector('nav[aria-label="Sections"]')?.hasAttribute("inert"));
    // The panel slides out before it hides.
    await page.waitForFunction(
      (selector) =>
        [...document.querySelectorAll(selector)].every((link) => !link.checkVisibility({ visibilityProperty: true })),
      {},
      SECTION_PAGE_LINKS,
    );
    assert.deepEqual(problems, []);
  });
});
