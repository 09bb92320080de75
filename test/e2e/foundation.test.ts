import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { openPage, startSite, waitForApp, type Site } from "./harness.ts";

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
    for (const url of ["/", "/concepts/", "/concepts/entry-points/"]) {
      await page.goto(`${site.baseUrl}${url}`, { waitUntil: "networkidle0" });
      await waitForApp(page);
    }
    assert.deepEqual(problems, []);
  });

  it("redirects a path without its trailing slash with a 301", async () => {
    const response = await fetch(`${site.baseUrl}/concepts`, { redirect: "manual" });
    assert.equal(response.status, 301);
    assert.equal(response.headers.get("location"), "/concepts/");
  });

  it("answers an unknown path with the not-found page and status 404", async () => {
    const { page } = await openPage(site);
    const response = await page.goto(`${site.baseUrl}/no/such/page/`);
    assert.equal(response?.status(), 404);
    assert.equal(await page.$eval("main h1", (element) => element.textContent), "Page Not Found");
    const text = await page.$eval("main", (element) => element.textContent ?? "");
    assert.match(text, /Oops! The page you are looking for has been removed or relocated\./);
    const home = await page.$eval("main a", (element) => [element.textContent, element.getAttribute("href")]);
    assert.deepEqual(home, ["Go to Homepage", "/"]);
  });

  it("navigates between pages in the app, without a full reload", async () => {
    const { page } = await openPage(site);
    await page.goto(`${site.baseUrl}/concepts/`);
    await waitForApp(page);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.click('main a[href="/concepts/entry-points/"]');
    await page.waitForFunction(() => document.querySelector("main h1")?.textContent === "Entry Points");
    await page.waitForSelector("main .markdown");
    assert.equal(new URL(page.url()).pathname, "/concepts/entry-points/");
    assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true);
    assert.equal(await page.title(), "Entry Points | webpack");
  });

  it("returns to where the reader was on back and forward, and starts a new page at its top", async () => {
    const { page } = await openPage(site);
    await page.goto(`${site.baseUrl}/concepts/`);
    await waitForApp(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForFunction(() => window.scrollY === 900);
    // A link far down the page, followed in the app: the next page opens at its top, its heading focused.
    await page.$eval('main a[href="/concepts/output/"]', (link) => (link as HTMLAnchorElement).click());
    await page.waitForFunction(() => document.querySelector("main h1")?.textContent === "Output");
    await page.waitForSelector("main .markdown");
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Output");
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => window.scrollY === 400);

    await page.goBack();
    await page.waitForFunction(() => document.querySelector("main h1")?.textContent === "Concepts");
    await page.waitForFunction(() => window.scrollY === 900, { timeout: 5_000 });
    await page.goForward();
    await page.waitForFunction(() => document.querySelector("main h1")?.textContent === "Output");
    await page.waitForFunction(() => window.scrollY === 400, { timeout: 5_000 });
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
