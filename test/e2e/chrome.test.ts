import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { KnownDevices, type HTTPRequest, type Page } from "puppeteer";
import { expectNoEvent, startSite, waitForApp, type Site } from "./harness.ts";

/** Polls a condition of the test's own state every 50 ms, up to 5 s; resolves with whether it held. */
async function waitFor(condition: () => boolean): Promise<boolean> {
  for (let waited = 0; waited < 5000 && !condition(); waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}

interface IsolatedPage {
  page: Page;
  problems: string[];
}

describe("the site chrome", () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site.close();
  });

  /** A tab in a fresh browser context, so each test starts with empty local storage. */
  async function openIsolatedPage(): Promise<IsolatedPage> {
    const context = await site.browser.createBrowserContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warn")
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${(error as Error).message}`));
    await page.emulateMediaFeatures([{ name: "prefers-color-scheme", value: "light" }]);
    return { page, problems };
  }

  it("keeps the chosen theme across a reload, applied before the stylesheets and hydration", async () => {
    const { page, problems } = await openIsolatedPage();
    await page.goto(`${site.baseUrl}/concepts/`);
    await waitForApp(page);
    const toggle = 'button[aria-label^="Theme: "]';
    const toggleName = () => page.$eval(toggle, (button) => button.getAttribute("aria-label"));
    assert.equal(await toggleName(), "Theme: follows the system");
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "light");

    await page.click(toggle);
    assert.equal(await toggleName(), "Theme: light");
    await page.click(toggle);
    assert.equal(await toggleName(), "Theme: dark");
    assert.equal(await page.evaluate(() => localStorage.getItem("theme")), "dark");

    // Records the theme at the moment the parser inserts the stylesheet, i.e. before the first styled paint.
    await page.evaluateOnNewDocument(() => {
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('link[rel="stylesheet"]')) return;
        const root = document.documentElement;
        (window as unknown as { atStylesheet: unknown }).atStylesheet = {
          theme: root.dataset.theme,
          choice: root.dataset.themeChoice,
          className: root.className,
          hydrated: root.dataset.hydrated ?? null,
        };
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    const atStylesheet = await page.evaluate(() => (window as unknown as { atStylesheet: unknown }).atStylesheet);
    assert.deepEqual(atStylesheet, { theme: "dark", choice: "dark", className: "theme-dark", hydrated: null });
    await waitForApp(page);
    assert.equal(await toggleName(), "Theme: dark");
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(background, "rgb(22, 30, 34)");

    await page.click(toggle);
    assert.equal(await toggleName(), "Theme: follows the system", "back to the system's scheme");
    assert.equal(await page.evaluate(() => localStorage.getItem("theme")), null);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "light");
    assert.deepEqual(problems, []);
  });

  it("falls back to the system scheme when the stored theme is corrupt", async () => {
    const { page } = await openIsolatedPage();
    await page.emulateMediaFeatures([{ name: "prefers-color-scheme", value: "dark" }]);
    await page.goto(`${site.baseUrl}/`);
    await page.evaluate(() => localStorage.setItem("theme", "{not a theme"));
    await page.reload();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "dark");
  });

  it("opens the language menu from the keyboard and moves through it with wrap-around", async () => {
    const { page } = await openIsolatedPage();
    await page.goto(`${site.baseUrl}/concepts/output/#output-path`);
    await waitForApp(page);
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await page.focus('button[aria-label="Select language"]');
    await page.keyboard.press("ArrowDown");
    assert.equal(await focusedText(), "English");
    await page.keyboard.press("ArrowUp");
    assert.equal(await focusedText(), "한국어");
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute("href")),
      "https://webpack.kr/concepts/output/#output-path",
    );
    await page.keyboard.press("ArrowDown");
    assert.equal(await focusedText(), "English");
    await page.keyboard.press("ArrowDown");
    assert.equal(await focusedText(), "中文");
    await page.keyboard.press("Escape");
    assert.equal(await page.$('[role="menu"]'), null);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-label")), "Select language");
  });

  it("leaves for the same page on the webpack 4 site when version 4 is chosen, with a spinner", async () => {
    const { page } = await openIsolatedPage();
    await page.goto(`${site.baseUrl}/concepts/`);
    await waitForApp(page);
    // Chromium stops answering evaluations while the intercepted navigation is held, so the page
    // reports the spinner itself, as it appears.
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    await page.evaluate(() => {
      new MutationObserver((_records, observer) => {
        // The page has other status regions (announcements); the spinner is the one with a name.
        const spinner = document.querySelector('[role="status"][aria-label]');
        if (!spinner) return;
        console.info(`spinner: ${spinner.getAttribute("aria-label")}`);
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.setRequestInterception(true);
    const leaving = new Promise<HTTPRequest>((resolve) => {
      page.on("request", (request) => {
        if (request.url().startsWith("https://v4.webpack.js.org/")) {
          if (request.isNavigationRequest()) resolve(request);
          else void request.abort();
        } else void request.continue();
      });
    });
    await page.select('select[aria-label="webpack version"]', "4");
    const request = await leaving;
    assert.equal(request.url(), "https://v4.webpack.js.org/concepts/");
    // The page's report must arrive before the new document replaces it, or its console is gone.
    const spinnerShown = await waitFor(() => messages.includes("spinner: Loading webpack 4 documentation"));
    await request.respond({ status: 200, contentType: "text/html", body: "<title>webpack 4</title>" });
    await page.waitForFunction(() => document.title === "webpack 4");
    assert.ok(spinnerShown, "a spinner shows while leaving");
  });

  describe("on a 375px wide touch screen", () => {
    async function openMobilePage(): Promise<Page> {
      const { page } = await openIsolatedPage();
      const device = KnownDevices["iPhone 8"];
      assert.equal(device.viewport.width, 375);
      await page.emulate(device);
      await page.goto(`${site.baseUrl}/concepts/`);
      await waitForApp(page);
      return page;
    }

    const sidebarOpen = (page: Page) =>
      page.$eval('dialog[aria-label="Site navigation"]', (dialog) =>
        (dialog as HTMLDialogElement).open ? getComputedStyle(dialog).visibility : false,
      );

    async function waitForSidebar(page: Page, open: boolean) {
      await page.waitForFunction(
        (expected) => {
          const dialog = document.querySelector<HTMLDialogElement>('dialog[aria-label="Site navigation"]');
          return dialog !== null && dialog.open === expected;
        },
        { timeout: 3000 },
        open,
      );
    }

    it("collapses the top links and opens the sidebar with its button; a tap outside closes it", async () => {
      const page = await openMobilePage();
      assert.equal(
        await page.$eval('nav[aria-label="Main"] a[href="/contribute/"]', (link) => link.checkVisibility()),
        false,
      );
      assert.equal(await sidebarOpen(page), false);
      await page.tap('button[aria-label="Toggle navigation"]');
      await waitForSidebar(page, true);
      assert.equal(await sidebarOpen(page), "visible");
      const links = await page.$$eval('nav[aria-label="Sections"] a', (anchors) =>
        anchors.map((anchor) => anchor.getAttribute("href")),
      );
      assert.ok(links.includes("/concepts/") && links.includes("/guides/"));
      await page.touchscreen.tap(360, 500);
      await waitForSidebar(page, false);
    });

    it("opens on a swipe from the left edge and closes on a swipe back", async () => {
      const page = await openMobilePage();
      const touch = await page.touchscreen.touchStart(4, 300);
      await touch.move(60, 305);
      await touch.move(180, 310);
      await touch.end();
      await waitForSidebar(page, true);

      const back = await page.touchscreen.touchStart(250, 320);
      await back.move(180, 322);
      await back.move(80, 325);
      await back.end();
      await waitForSidebar(page, false);
    });

    it("ignores a mostly vertical move from the edge", async () => {
      const page = await openMobilePage();
      // Watched from before the gesture: the drawer opening is the event that would fail the test.
      const opened = page
        .waitForFunction(
          () => document.querySelector<HTMLDialogElement>('dialog[aria-label="Site navigation"]')?.open === true,
          { polling: "mutation", timeout: 10_000 },
        )
        .catch(() => new Promise<never>(() => {}));
      const touch = await page.touchscreen.touchStart(4, 200);
      await touch.move(30, 300);
      await touch.move(60, 400);
      await touch.end();
      await expectNoEvent(opened, 1000, "the drawer opened on a mostly vertical move");
      assert.equal(await sidebarOpen(page), false);
    });
  });

  it("shows the notice as a strip above the top bar, and remembers its dismissal from the first paint on", async () => {
    const { page, problems } = await openIsolatedPage();
    await page.goto(`${site.baseUrl}/`);
    await waitForApp(page);
    const banner = 'aside[aria-label="Notification"]';
    const placement = await page.$eval(banner, (aside) => ({
      position: getComputedStyle(aside).position,
      aboveHeader:
        aside.getBoundingClientRect().bottom <= (document.querySelector("header")?.getBoundingClientRect().top ?? 0),
    }));
    assert.deepEqual(placement, { position: "static", aboveHeader: true });
    await page.click('button[aria-label="Dismiss notification"]');
    assert.equal(await page.$eval(banner, (aside) => aside.checkVisibility()), false);
    assert.equal(await page.evaluate(() => localStorage.getItem("notification-dismissed")), "3");

    // Seen at the moment the parser inserts the stylesheet, before the first styled paint.
    await page.evaluateOnNewDocument(() => {
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('link[rel="stylesheet"]')) return;
        (window as unknown as { dismissedAtStylesheet: boolean }).dismissedAtStylesheet =
          document.documentElement.hasAttribute("data-notification-dismissed");
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    assert.equal(
      await page.evaluate(() => (window as unknown as { dismissedAtStylesheet: boolean }).dismissedAtStylesheet),
      true,
    );
    await waitForApp(page);
    assert.equal(await page.$eval(banner, (aside) => aside.checkVisibility()), false);
    assert.deepEqual(problems, []);
  });

  it("prerenders the vote page as a placeholder and keeps votes across a reload", async () => {
    const { page, problems } = await openIsolatedPage();
    const response = await page.goto(`${site.baseUrl}/vote/`);
    assert.equal(response?.status(), 200);
    const prerendered = (await response?.text()) ?? "";
    assert.match(prerendered, /<h1>Vote<\/h1>/);
    assert.match(prerendered, /Loading content/);
    assert.equal(await page.title(), "Vote | webpack");
    await waitForApp(page);

    await page.waitForSelector("main li h2");
    const firstTitle = await page.$eval("main li h2", (heading) => heading.textContent ?? "");
    const voteFor = `button[aria-label="Vote for ${firstTitle}"]`;
    await page.click(voteFor);
    await page.click(voteFor);
    const status = () => page.$eval('main [role="status"]', (element) => element.textContent);
    assert.match((await status()) ?? "", /^8 votes of 10 left/);

    await page.reload();
    await waitForApp(page);
    await page.waitForSelector(voteFor);
    assert.match((await status()) ?? "", /^8 votes of 10 left · 2 votes cast/);
    await page.click(`button[aria-label="Remove vote for ${firstTitle}"]`);
    assert.match((await status()) ?? "", /^9 votes of 10 left/);
    assert.deepEqual(problems, []);
  });
});
