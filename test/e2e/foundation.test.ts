import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "puppeteer";
import { openPage, startSite, waitForApp, withoutServiceWorker, type Site } from "./harness.ts";

/**
 * Scrolls as a reader would: the browser reports a scroll with the next frame, and a reader's
 * next action (back, a click) always comes after it.
 */
async function scrollAndSettle(page: Page, top: number): Promise<void> {
  await page.evaluate(async (y) => {
    window.scrollTo(0, y);
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
  }, top);
}

/**
 * The document's titles and descriptions, with their Open Graph twins, wherever they are, and
 * whether all of them are in its head.
 */
function headOf(page: Page) {
  // No functions declared in the page's code: the test's compiler would wrap them in a helper the page lacks.
  return page.evaluate(() => {
    const [titles = [], descriptions = [], ogTitles = [], ogDescriptions = []] = [
      "title",
      'meta[name="description"]',
      'meta[property="og:title"]',
      'meta[property="og:description"]',
    ].map((selector) => [...document.querySelectorAll(selector)]);
    return {
      titles: titles.map((title) => title.textContent),
      descriptions: descriptions.map((meta) => meta.getAttribute("content")),
      ogTitles: ogTitles.map((meta) => meta.getAttribute("content")),
      ogDescriptions: ogDescriptions.map((meta) => meta.getAttribute("content")),
      allInHead: [...titles, ...descriptions, ...ogTitles, ...ogDescriptions].every(
        (element) => element.parentElement === document.head,
      ),
    };
  });
}

/** The head the prerender gave a page, as a browser without JavaScript reads it. */
async function prerenderedHead(site: Site, url: string) {
  const { page } = await openPage(site);
  await page.setJavaScriptEnabled(false);
  await page.goto(`${site.baseUrl}${url}`);
  const head = await headOf(page);
  await page.close();
  return head;
}

describe("the prerendered site", () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site.close();
  });

  it("titles the home page webpack and shows its sections", async () => {
    const { page } = await openPage(site);
    await page.goto(`${site.baseUrl}/`);
    assert.equal(await page.title(), "webpack");
    const headings = await page.$$eval("main h2", (elements) => elements.map((element) => element.textContent));
    assert.ok(headings.includes("Write Your Code"));
    assert.ok(headings.includes("Bundle It"));
    assert.ok(await page.$('main a[href="/guides/getting-started/"]'));
    assert.ok(await page.$('main a[href="/concepts/"]'));
  });

  it("serves readable pages with JavaScript disabled", async () => {
    const { page } = await openPage(site);
    await page.setJavaScriptEnabled(false);
    await page.goto(`${site.baseUrl}/concepts/`);
    assert.equal(await page.$eval("main h1", (element) => element.textContent), "Concepts");
    assert.equal(await page.title(), "Concepts | webpack");
    const text = await page.$eval(".markdown", (element) => element.textContent ?? "");
    assert.ok(text.length > 200, "the page body is in the HTML");
    const description = await page.$eval('meta[name="description"]', (element) => element.getAttribute("content"));
    assert.ok(description && description.length > 20);
    const canonical = await page.$eval('link[rel="canonical"]', (element) => element.getAttribute("href"));
    assert.equal(canonical, "https://webpack.js.org/concepts/");
  });

  it("hydrates without console errors or warnings", async () => {
    const { page, problems } = await openPage(site);
    for (const url of ["/", "/concepts/", "/concepts/entry-points/", "/vote/", "/search/"]) {
      await page.goto(`${site.baseUrl}${url}`, { waitUntil: "networkidle0" });
      await waitForApp(page);
      // React adopts the prerendered title and descriptions instead of adding its own.
      assert.deepEqual(await headOf(page), await prerenderedHead(site, url), url);
    }
    assert.deepEqual(problems, []);
  });

  it("gives the page an old anchor leads to its own head, not the old page's", async () => {
    const { page, problems } = await openPage(site);
    await page.goto(`${site.baseUrl}/configuration/other-options/#cache`);
    await waitForApp(page);
    await page.waitForFunction(() => document.querySelector("main h1")?.textContent === "Cache");
    const head = await headOf(page);
    assert.equal(head.titles[0], "Cache | webpack");
    assert.deepEqual(head, await prerenderedHead(site, "/configuration/cache/"));
    assert.deepEqual(problems, []);
  });

  it("redirects a path without its trailing slash with a 301", async () => {
    const response = await fetch(`${site.baseUrl}/concepts`, { redirect: "manual" });
    assert.equal(response.status, 301);
    assert.equal(response.headers.get("location"), "/concepts/");
  });

  it("answers an unknown path with the not-found page and status 404, never blank while the app renders it", async () => {
    const { page } = await openPage(site);
    // Each batch of changes to the root, as the browser would paint it after the task that made them.
    await page.evaluateOnNewDocument(() => {
      const emptied: boolean[] = [];
      Object.defineProperty(window, "rootEmptied", { value: emptied });
      new MutationObserver(() => {
        const root = document.getElementById("root");
        if (root) emptied.push(root.childElementCount === 0);
      }).observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto(`${site.baseUrl}/no/such/page/`);
    assert.equal(response?.status(), 404);
    // The not-found document is rendered anew, not hydrated (it was made at another address): read
    // it once the app has put it back, not while its root is being replaced.
    await waitForApp(page);
    const emptied = await page.evaluate(() => (window as unknown as { rootEmptied: boolean[] }).rootEmptied);
    assert.ok(emptied.length > 0, "the app rendered into the root");
    assert.ok(!emptied.includes(true), "the root was empty between two changes");
    assert.equal(await page.$eval("main h1", (element) => element.textContent), "Page Not Found");
    const text = await page.$eval("main", (element) => element.textContent ?? "");
    assert.match(text, /Oops! The page you are looking for has been removed or relocated\./);
    const home = await page.$eval("main a", (element) => [element.textContent, element.getAttribute("href")]);
    assert.deepEqual(home, ["Go to Homepage", "/"]);
  });

  it("suggests the page nearest a mistyped address, and logs nothing on any unknown path", async () => {
    for (const url of ["/concepts/loadrs/", "/a/b/c/", "/no-such-page/"]) {
      const { page, problems } = await openPage(site);
      await page.goto(`${site.baseUrl}${url}`, { waitUntil: "networkidle0" });
      await waitForApp(page);
      if (url === "/concepts/loadrs/") {
        const suggestion = await page.waitForSelector('main ::-p-text(Did you mean) ~ ul a[href="/concepts/loaders/"]');
        assert.equal(await suggestion?.evaluate((element) => element.textContent), "Loaders");
      }
      // The document's own 404 status is the one expected failure a reader's console shows.
      assert.deepEqual(
        problems.filter((problem) => !/status of 404/.test(problem)),
        [],
        url,
      );
      await page.close();
    }
  });

  it("navigates between pages in the app, without a full reload", async () => {
    const { page } = await openPage(site);
    // Wide enough for the sidebar beside the page: its link is the one clicked.
    await page.setViewport({ width: 1200, height: 800 });
    await page.goto(`${site.baseUrl}/concepts/`);
    await waitForApp(page);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.click('nav[aria-label="Section pages"] a[href="/concepts/entry-points/"]');
    await page.waitForFunction(() => document.querySelector("main h1")?.textContent === "Entry Points");
    await page.waitForSelector("main .markdown");
    assert.equal(new URL(page.url()).pathname, "/concepts/entry-points/");
    assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true);
    assert.equal(await page.title(), "Entry Points | webpack");
    assert.deepEqual(await headOf(page), await prerenderedHead(site, "/concepts/entry-points/"));
  });

  it("navigates into another section in the app: its navigation's chunk first, then the page's", async () => {
    const { page } = await openPage(site);
    await withoutServiceWorker(page);
    // Wide enough for the sidebar beside the page, where the current page is marked.
    await page.setViewport({ width: 1200, height: 800 });
    await page.goto(`${site.baseUrl}/concepts/`);
    await waitForApp(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    // Its first link to the page is far down the page, in blocks laid out only near the screen: a
    // click at its place could land on another block; the link's own click is what a reader's is.
    await page.$eval('main .markdown a[href="/configuration/output/"]', (link) => (link as HTMLAnchorElement).click());
    await page.waitForFunction(() => document.querySelector("main h1")?.textContent === "Output");
    await page.waitForSelector("main .markdown");
    assert.equal(await page.evaluate(() => "sameDocument" in window), true);
    // The section's chunk names its pages' files: the page's chunk is asked for after it.
    const navigation = scripts.findIndex((script) =>
      /^\/assets\/navigation-configuration\.[0-9a-f]+\.js$/.test(script),
    );
    const pageChunk = scripts.findIndex((script) => /^\/assets\/page-\d+\.[0-9a-f]+\.js$/.test(script));
    assert.ok(navigation >= 0 && pageChunk > navigation, `scripts: ${scripts.join(", ")}`);
    assert.equal(
      await page.$eval('nav[aria-label="Section pages"] a[aria-current="page"]', (link) => link.getAttribute("href")),
      "/configuration/output/",
    );

    // An address of no page in a section the app has loaded: the not-found page, in the app.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement("a"), {
        href: "/configuration/no-such-page/",
        textContent: "x",
      });
      document.querySelector("main .markdown")?.append(link);
      link.click();
    });
    await page.waitForFunction(() => document.querySelector("main h1")?.textContent === "Page Not Found");
    assert.equal(await page.evaluate(() => "sameDocument" in window), true);
  });

  it("loads a page's chunk while its link is hovered, before the click", async () => {
    const { page } = await openPage(site);
    await withoutServiceWorker(page);
    // Wide enough for the sidebar beside the page: its link is the one hovered.
    await page.setViewport({ width: 1200, height: 800 });
    await page.goto(`${site.baseUrl}/concepts/`);
    await waitForApp(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.hover('main a[href="/concepts/loaders/"]');
    // Page chunks are numbered, not named: the hovered page's chunk, and the headings of the
    // section's pages (the prerendered page had its own in the document), are all asked for.
    await page.waitForNetworkIdle({ idleTime: 300 });
    const chunkNames = scripts.map((url) => new URL(url).pathname.replace(/^\/assets\/|\.[0-9a-f]+\.js$/g, "")).sort();
    assert.equal(chunkNames.length, 2, `scripts loaded on hover: ${scripts.join(", ")}`);
    assert.equal(chunkNames[0], "outline-concepts");
    assert.match(chunkNames[1] ?? "", /^page-\d+$/);
    const before = scripts.length;
    await page.click('main a[href="/concepts/loaders/"]');
    await page.waitForSelector("main .markdown");
    assert.equal(await page.$eval("main h1", (heading) => heading.textContent), "Loaders");
    assert.equal(scripts.length, before, "the click fetched scripts again");
  });

  it("hydrates a long reference page without its section's headings, and loads another page's when its entry opens", async () => {
    const { page, problems } = await openPage(site);
    await withoutServiceWorker(page);
    await page.setViewport({ width: 1200, height: 800 });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.baseUrl}/configuration/output/`);
    await waitForApp(page);
    // The page's own headings came with its document; the sidebar lists them, linked, at once.
    assert.ok(await page.$('nav[aria-label="Section pages"] a[href="/configuration/output/#outputpublicpath"]'));
    assert.deepEqual(
      scripts.filter((script) => script.includes("outline-")),
      [],
      `scripts before hydration: ${scripts.join(", ")}`,
    );
    await page.click('nav[aria-label="Section pages"] button[aria-label="Show sections of Optimization"]');
    await page.waitForSelector(
      'nav[aria-label="Section pages"] a[href="/configuration/optimization/#optimizationsplitchunks"]',
    );
    assert.ok(scripts.some((script) => script.includes("/outline-configuration.")));
    assert.deepEqual(problems, []);
  });

  it("returns to where the reader was on back and forward, and starts a new page at its top", async () => {
    const { page } = await openPage(site);
    await page.goto(`${site.baseUrl}/concepts/`);
    await waitForApp(page);
    await scrollAndSettle(page, 900);
    // A link far down the page, followed in the app: the next page opens at its top, its heading focused.
    await page.$eval('main a[href="/concepts/output/"]', (link) => (link as HTMLAnchorElement).click());
    await page.waitForFunction(() => document.querySelector("main h1")?.textContent === "Output");
    await page.waitForSelector("main .markdown");
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Output");
    await scrollAndSettle(page, 400);

    await page.goBack();
    await page.waitForFunction(() => document.querySelector("main h1")?.textContent === "Concepts");
    await page.waitForFunction(() => window.scrollY === 900, { timeout: 5_000 });
    await page.goForward();
    await page.waitForFunction(() => document.querySelector("main h1")?.textContent === "Output");
    await page.waitForFunction(() => window.scrollY === 400, { timeout: 5_000 });
  });

  it("returns to the same text on back on a long page, whose far blocks are laid out only near the screen", async () => {
    const { page } = await openPage(site);
    await page.goto(`${site.baseUrl}/configuration/output/`);
    await waitForApp(page);
    // Read down the page, so each block on the way has been on screen at its real height.
    for (let top = 0; top <= 12_000; top += 500) await scrollAndSettle(page, top);
    const blockAtTop = () =>
      page.evaluate(() => {
        const blocks = [...document.querySelectorAll(".markdown > *")];
        const block = blocks.find((element) => element.getBoundingClientRect().bottom > 0);
        return { text: block?.textContent?.slice(0, 80), top: Math.round(block?.getBoundingClientRect().top ?? NaN) };
      });
    const reading = await blockAtTop();
    assert.ok(reading.text, "a block of the page is on screen");

    await page.$eval('main a[rel="next"]', (link) => (link as HTMLAnchorElement).click());
    await page.waitForFunction(() => document.querySelector("main h1")?.textContent !== "Output");
    await page.goBack();
    await page.waitForFunction(() => document.querySelector("main h1")?.textContent === "Output");
    await page.waitForFunction(() => window.scrollY === 12_000, { timeout: 5_000 });
    assert.deepEqual(await blockAtTop(), reading);
  });

  it("adds the trailing slash in the client router too", async () => {
    const { page } = await openPage(site);
    await page.goto(`${site.baseUrl}/concepts/`);
    await waitForApp(page);
    await page.evaluate(() => {
      window.history.pushState(null, "", "/guides");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.waitForFunction(() => window.location.pathname === "/guides/");
  });
});
