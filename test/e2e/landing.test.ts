import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "puppeteer";
import { openPage, startSite, waitForApp, type Site } from "./harness.ts";

const SCREENS = [
  { name: "a 1280 × 800 desktop", viewport: { width: 1280, height: 800 } },
  { name: "a 375 × 812 phone", viewport: { width: 375, height: 812, isMobile: true, hasTouch: true } },
] as const;

/** Near the top of a short page, on a page of reference entries, and far down a long page of hooks. */
const TARGETS = ["/concepts/#mode", "/configuration/output/#outputpublicpath", "/api/compiler-hooks/#done"] as const;

/** A page without those headings to start from, with content for a link to be followed from. */
const START_PAGE = "/concepts/why-webpack/";

/** Frames a position must hold for: long enough for every block near the screen to take its real height. */
const STEADY_FRAMES = 30;

/** Waits until the heading has held its place for STEADY_FRAMES frames in a row (counted on the element). */
async function waitUntilSteady(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (headingId, frames) => {
      const heading = document.getElementById(headingId);
      if (!heading) return false;
      const top = String(heading.getBoundingClientRect().top);
      const steady = heading.dataset.testTop === top ? Number(heading.dataset.testSteady) + 1 : 0;
      heading.dataset.testTop = top;
      heading.dataset.testSteady = String(steady);
      return steady >= frames;
    },
    { polling: "raf" },
    id,
    STEADY_FRAMES,
  );
}

/** The heading's box, with the bottom of whatever sticks to the top of the window over the page (0 when nothing does). */
async function settledPlacement(page: Page, id: string) {
  await waitUntilSteady(page, id);
  return page.evaluate((headingId) => {
    const heading = document.getElementById(headingId);
    delete heading?.dataset.testTop;
    const { top = Number.NaN, bottom = Number.NaN } = heading?.getBoundingClientRect() ?? {};
    const stickyBottom = Math.max(
      0,
      ...[...document.querySelectorAll("body *")]
        .filter((element) => ["sticky", "fixed"].includes(getComputedStyle(element).position))
        .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        .map((element) => element.getBoundingClientRect())
        .filter(
          (box) =>
            box.top <= 0 && box.bottom > 0 && box.left < window.innerWidth / 2 && box.right > window.innerWidth / 2,
        )
        .map((box) => box.bottom),
    );
    return { top, bottom, stickyBottom, windowHeight: window.innerHeight };
  }, id);
}

async function assertFocusOn(page: Page, id: string, how: string) {
  assert.equal(await page.evaluate(() => document.activeElement?.id), id, `${how}: focus on the section's heading`);
}

async function assertLandedOn(page: Page, target: string, how: string) {
  const id = target.split("#")[1] ?? "";
  await page.waitForFunction((url) => window.location.pathname + window.location.hash === url, {}, target);
  const placement = await settledPlacement(page, id);
  assert.ok(
    placement.top >= placement.stickyBottom && placement.bottom <= placement.windowHeight,
    `${how}: #${id} at ${placement.top}–${placement.bottom}px, below ${placement.stickyBottom}px, window ${placement.windowHeight}px`,
  );
}

for (const screen of SCREENS) {
  describe(`landing on a section on ${screen.name}`, () => {
    let site: Site;
    before(async () => {
      site = await startSite();
    });
    after(async () => {
      await site.close();
    });

    for (const target of TARGETS) {
      it(`shows the whole heading of ${target}, opened by its address, from another page and from its own link`, async () => {
        const { page, problems } = await openPage(site);
        await page.setViewport(screen.viewport);
        const id = target.split("#")[1] ?? "";

        await page.goto(`${site.baseUrl}${target}`);
        await waitForApp(page);
        await assertLandedOn(page, target, "opened by its address");

        await page.goto(`${site.baseUrl}${START_PAGE}`);
        await waitForApp(page);
        await page.evaluate((href) => {
          const link = document.createElement("a");
          link.href = href;
          link.textContent = "the section";
          document.querySelector(".markdown")?.prepend(link);
        }, target);
        await page.click(`.markdown a[href="${target}"]`);
        await assertLandedOn(page, target, "followed from another page");
        await assertFocusOn(page, id, "followed from another page");

        await page.evaluate(() => window.scrollTo(0, 0));
        await page.$eval(`[id="${id}"] > .heading-link`, (link) => (link as HTMLAnchorElement).click());
        await assertLandedOn(page, target, "its own link followed");
        await assertFocusOn(page, id, "its own link followed");
        assert.deepEqual(problems, []);
      });
    }
  });
}

describe("a section chosen in the page's outline", () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site.close();
  });

  const outlines = [
    {
      where: "the sidebar, at 1024 × 768",
      viewport: { width: 1024, height: 768 },
      outline: 'nav[aria-label="Section pages"]',
    },
    { where: "the rail, at 1280 × 800", viewport: SCREENS[0].viewport, outline: 'nav[aria-labelledby="on-this-page"]' },
  ];
  for (const { where, viewport, outline } of outlines) {
    it(`lands on the section with focus on its heading, where a screen reader reads on (${where})`, async () => {
      const { page, problems } = await openPage(site);
      await page.setViewport(viewport);
      await page.goto(`${site.baseUrl}/configuration/output/`);
      await waitForApp(page);
      const target = "/configuration/output/#outputpublicpath";
      const link = await page.waitForSelector(`${outline} a[href="${target}"]`, { visible: true });
      await link?.click();
      await assertLandedOn(page, target, `chosen in ${where}`);
      await assertFocusOn(page, "outputpublicpath", `chosen in ${where}`);
      assert.deepEqual(problems, []);
    });
  }
});
