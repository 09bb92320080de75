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

/** A heading two thirds of the way down a long reference page, whose blocks above it are laid out only when shown. */
const FAR_PAGE_URL = "/configuration/output/";

function farHeadingId(page: Page): Promise<string> {
  return page.$$eval(".markdown > h3[id]", (headings) => headings[Math.floor((headings.length * 2) / 3)]?.id ?? "");
}

/**
 * Waits until the page is still: the scroll position and the element's place unchanged for 30
 * frames in a row (the blocks around the screen have their real heights, and any late scroll has
 * happened), for at most 10 s. A page that keeps moving fails the wait.
 */
async function settle(page: Page, selector = "body"): Promise<void> {
  await page.evaluate(() => delete (window as { stillness?: unknown }).stillness);
  // Checked once a frame; no function is declared inside, as tsx would name it with a helper the
  // page does not have.
  await page.waitForFunction(
    (target) => {
      const holder = window as { stillness?: { last: string; frames: number } };
      const place = `${window.scrollY}:${document.querySelector(target)?.getBoundingClientRect().top}`;
      const previous = holder.stillness ?? { last: "", frames: 0 };
      holder.stillness = { last: place, frames: place === previous.last ? previous.frames + 1 : 0 };
      return holder.stillness.frames >= 30;
    },
    { polling: "raf", timeout: 10_000 },
    selector,
  );
}

async function settledTop(page: Page, id: string): Promise<number> {
  await settle(page, `[id="${id}"]`);
  return page.$eval(`[id="${id}"]`, (heading) => heading.getBoundingClientRect().top);
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
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>("dialog")?.open);
    await page.waitForFunction(
      (selector) =>
        [...document.querySelectorAll(selector)].every((link) => !link.checkVisibility({ visibilityProperty: true })),
      {},
      SECTION_PAGE_LINKS,
    );
    assert.deepEqual(problems, []);
  });

  it("opens each page by its address at its top or its hash target, wherever the page read before was scrolled", async () => {
    const { page, problems } = await openPage(site);
    await page.setViewport(PHONE);
    await page.goto(`${site.baseUrl}${FAR_PAGE_URL}`);
    await waitForApp(page);
    const id = await farHeadingId(page);
    assert.ok(id, "a heading far down the page");
    await page.evaluate(() => window.scrollTo(0, 3000));
    await page.waitForFunction(() => window.scrollY === 3000);

    await page.goto(`${site.baseUrl}/concepts/`);
    await waitForApp(page);
    await settle(page);
    assert.equal(await page.evaluate(() => window.scrollY), 0, "another page opens at its top");

    await page.goto(`${site.baseUrl}${FAR_PAGE_URL}#${id}`);
    await waitForApp(page);
    const openedTop = await settledTop(page, id);
    assert.ok(openedTop >= 0 && openedTop < 100, `opened by its address: the heading is at ${openedTop}px`);
    assert.deepEqual(problems, []);
  });

  it("follows a link from another page to a heading far down a long page", async () => {
    const { page, problems } = await openPage(site);
    await page.setViewport(PHONE);
    await page.goto(`${site.baseUrl}${FAR_PAGE_URL}`);
    const id = await farHeadingId(page);
    await page.goto(`${site.baseUrl}/concepts/`);
    await waitForApp(page);
    await page.evaluate((href) => {
      const link = document.createElement("a");
      link.href = href;
      link.textContent = "far heading";
      document.querySelector("main")?.prepend(link);
    }, `${FAR_PAGE_URL}#${id}`);
    await page.tap(`main a[href="${FAR_PAGE_URL}#${id}"]`);
    await page.waitForFunction((url) => window.location.pathname === url, {}, FAR_PAGE_URL);
    await page.waitForSelector(`[id="${id}"]`);
    const followedTop = await settledTop(page, id);
    assert.ok(followedTop >= 0 && followedTop < 100, `the heading is at ${followedTop}px`);
    assert.deepEqual(problems, []);
  });

  it("opens the drawer as a modal dialog: focus inside, a backdrop, the page held still; Escape and the backdrop close it", async () => {
    const { page, problems } = await openPage(site);
    await page.setViewport(PHONE);
    await page.goto(`${site.baseUrl}${PAGE_URL}`);
    await waitForApp(page);
    const toggle = 'button[aria-label="Toggle navigation"]';
    const drawerOpen = () => page.$eval("dialog", (dialog) => (dialog as HTMLDialogElement).open);

    await page.tap(toggle);
    await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal"));
    const focused = () =>
      page.evaluate(() => ({
        inDrawer: document.activeElement?.closest("dialog") !== null,
        name: document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent,
      }));
    assert.deepEqual(await focused(), { inDrawer: true, name: "Close navigation" });
    const held = await page.evaluate(() => ({
      backdrop: getComputedStyle(document.querySelector("dialog") as Element, "::backdrop").backgroundColor,
      rootOverflow: getComputedStyle(document.documentElement).overflowY,
      underFinger: document.elementFromPoint(360, 400)?.tagName,
    }));
    assert.deepEqual(held, { backdrop: "rgba(0, 0, 0, 0.4)", rootOverflow: "hidden", underFinger: "DIALOG" });
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press("Tab");
      const { inDrawer } = await focused();
      const onPage = await page.evaluate(() => document.activeElement !== document.body);
      assert.ok(inDrawer || !onPage, `Tab ${press + 1} left the drawer for the page behind`);
    }

    await page.keyboard.press("Escape");
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>("dialog")?.open);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-label")), "Toggle navigation");

    await page.tap(toggle);
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>("dialog")?.open);
    await page.touchscreen.tap(360, 500);
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>("dialog")?.open);
    assert.equal(await drawerOpen(), false);
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY), "visible");
    assert.deepEqual(problems, []);
  });
});
