import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { openPage, startSite, waitForApp, withoutServiceWorker, type Site } from "./harness.ts";

describe("documentation pages", () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site.close();
  });

  it("scrolls to the heading named by the hash after the page loads", async () => {
    const { page } = await openPage(site);
    await page.setViewport({ width: 1200, height: 800 });
    await page.goto(`${site.baseUrl}/concepts/entry-points/`);
    const ids = await page.$$eval(".markdown h2[id]", (headings) => headings.map((heading) => heading.id));
    const target = ids.at(-1);
    assert.ok(target, "the page has headings");
    await page.goto(`${site.baseUrl}/concepts/`);
    await waitForApp(page);
    await page.evaluate((url) => {
      window.history.pushState(null, "", url);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, `/concepts/entry-points/#${target}`);
    await page.waitForFunction(
      (id) => {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        return top !== undefined && top >= 0 && top < 40;
      },
      { timeout: 10_000 },
      target,
    );
  });

  it('shows "Error loading content." when the page chunk fails, and loads it on "Try again"', async () => {
    const page = await (await site.browser.createBrowserContext()).newPage();
    await withoutServiceWorker(page);
    // Wide enough for the sidebar beside the page.
    await page.setViewport({ width: 1200, height: 800 });
    await page.goto(`${site.baseUrl}/concepts/`);
    await waitForApp(page);
    // The page is loaded, so the next page chunk requested is the one of the page clicked.
    let blocked = true;
    await page.setRequestInterception(true);
    page.on("request", (request) => {
      if (blocked && /\/assets\/page-\d+\.[0-9a-f]+\.js$/.test(request.url())) void request.abort();
      else void request.continue();
    });
    await page.click('nav[aria-label="Section pages"] a[href="/concepts/output/"]');
    await page.waitForFunction(() => document.body.textContent?.includes("Error loading content."));
    blocked = false;
    await page.click("main [role=alert] button");
    await page.waitForFunction(() => document.querySelector("main h1")?.textContent === "Output");
    await page.waitForSelector("main .markdown");
  });

  it("opens the current page in the sidebar with its headings", async () => {
    const { page } = await openPage(site);
    await page.setViewport({ width: 1200, height: 800 });
    await page.goto(`${site.baseUrl}/concepts/entry-points/`);
    const current = await page.$eval(
      'nav[aria-label="Section pages"] [aria-current="page"]',
      (link) => link.textContent,
    );
    assert.equal(current, "Entry Points");
    const anchors = await page.$$eval('nav[aria-label="Section pages"] a[href^="/concepts/entry-points/#"]', (links) =>
      links.map((link) => link.getAttribute("href")),
    );
    assert.ok(anchors.length > 0);
  });

  it("shows a prerendered page without its page chunk, and navigates its links in the app", async () => {
    const { page } = await openPage(site);
    const pageChunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/page-\d+\.[0-9a-f]+\.js$/.test(request.url())) pageChunks.push(request.url());
    });
    await page.goto(`${site.baseUrl}/concepts/`, { waitUntil: "load" });
    await waitForApp(page);
    assert.deepEqual(pageChunks, []);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    // As a reader clicks it: once it is on screen, its paragraph laid out (far blocks are not until then).
    const link = '.markdown a[href="/concepts/entry-points/"]';
    await page.$eval(link, (element) => element.scrollIntoView({ block: "center" }));
    await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
    await page.click(link);
    await page.waitForFunction(() => document.querySelector("main h1")?.textContent === "Entry Points");
    await page.waitForSelector(".markdown pre");
    assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true);
    assert.equal(pageChunks.length, 1, "the page navigated to comes from its chunk");
  });

  it("copies a code block's code with the Copy code button", async () => {
    const { page } = await openPage(site);
    // Headless Chromium has no system clipboard: record what the page writes to it instead.
    await page.evaluateOnNewDocument(() => {
      const written: string[] = [];
      Object.defineProperty(window, "copiedTexts", { value: written });
      Clipboard.prototype.writeText = async (text: string) => void written.push(text);
    });
    await page.goto(`${site.baseUrl}/concepts/entry-points/`);
    await waitForApp(page);
    const expected = await page.$eval(".markdown pre.language-js", (pre) => pre.textContent);
    const copyButton = '.markdown figure:has(pre.language-js) button[aria-label="Copy code"]';
    await page.click(copyButton);
    await page.waitForFunction((button) => document.querySelector(button)?.textContent === "Copied", {}, copyButton);
    assert.deepEqual(await page.evaluate(() => (window as unknown as { copiedTexts: string[] }).copiedTexts), [
      expected,
    ]);
  });

  it("keeps the Copy button off the code and names every block's language, at 375 and 1280 px; prints neither", async () => {
    const { page } = await openPage(site);
    for (const width of [375, 1280]) {
      await page.setViewport({ width, height: 800 });
      await page.goto(`${site.baseUrl}/guides/tree-shaking/`);
      await waitForApp(page);
      const faults = await page.$$eval(".markdown figure.code-block", (blocks) =>
        blocks.flatMap((block) => {
          // Blocks far from the screen are not laid out (content-visibility): measure each in view.
          block.scrollIntoView();
          const pre = block.querySelector("pre")?.getBoundingClientRect();
          const button = block.querySelector("button")?.getBoundingClientRect();
          const label = block.querySelector("span")?.textContent ?? "";
          if (!pre || !button) return ["a block without its code or button"];
          const covers =
            button.bottom > pre.top && button.top < pre.bottom && button.right > pre.left && button.left < pre.right;
          return covers || !label ? [`${label || "no language"}: ${block.textContent?.slice(0, 40) ?? ""}`] : [];
        }),
      );
      assert.deepEqual(faults, [], `at ${width} px`);
    }
    await page.emulateMediaType("print");
    const printedButtons = await page.$$eval('.markdown button[aria-label="Copy code"]', (buttons) =>
      buttons.filter((button) => button.getClientRects().length > 0),
    );
    assert.equal(printedButtons.length, 0);
  });

  it("shows install commands for the reader's package manager, chosen once for every block and page", async () => {
    const { page, problems } = await openPage(site);
    await page.goto(`${site.baseUrl}/guides/installation/`);
    await waitForApp(page);
    const shownCommands = () =>
      page.$$eval('.markdown [role="tabpanel"]:not([hidden])', (panels) =>
        panels.map((panel) => panel.querySelector("pre")?.textContent ?? ""),
      );
    assert.ok((await shownCommands()).every((command) => /^(npm|npx) /m.test(command)));
    // Scrolled to first and laid out: blocks far from the screen keep an estimated height until then.
    const pnpmTab = await page.waitForSelector('.markdown [role="tab"][data-package-manager="pnpm"]');
    await pnpmTab?.evaluate((tab) => tab.scrollIntoView({ block: "center" }));
    const box = await pnpmTab?.boundingBox();
    assert.ok(box);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const pnpmCommands = await shownCommands();
    assert.ok(pnpmCommands.length > 1);
    assert.ok(
      pnpmCommands.every((command) => /^pnpm /m.test(command)),
      pnpmCommands.join("\n"),
    );
    // The keyboard moves along the tabs: End is Bun's.
    await page.keyboard.press("End");
    assert.equal(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.packageManager), "bun");
    await page.keyboard.press("ArrowLeft");
    await page.goto(`${site.baseUrl}/guides/getting-started/`);
    // The page's content hydrates in a boundary of its own, after the app: the choice shows then.
    await page.waitForSelector('.markdown [role="tabpanel"][data-package-manager="pnpm"]:not([hidden])');
    const remembered = await shownCommands();
    assert.ok(remembered.length > 0 && remembered.every((command) => /^pnpm /m.test(command)), remembered.join("\n"));
    assert.deepEqual(problems, []);
  });

  it("prints a whole section on one page without the application's JavaScript", async () => {
    const { page } = await openPage(site);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.baseUrl}/concepts/printable/`, { waitUntil: "load" });
    assert.equal(await page.title(), "Combined printable page | webpack");
    const titles = await page.$$eval("main article h1", (headings) => headings.map((heading) => heading.textContent));
    assert.ok(titles.includes("Concepts") && titles.includes("Entry Points"), titles.join(", "));
    assert.deepEqual(scripts, ["/print.js"]);
  });

  it("leaves printable pages out of the sitemap", async () => {
    const sitemap = await (await fetch(`${site.baseUrl}/sitemap.xml`)).text();
    assert.match(sitemap, /<loc>https:\/\/webpack\.js\.org\/concepts\/entry-points\/<\/loc>/);
    // The route table's indexed routes are there too, each once.
    assert.equal(sitemap.match(/<loc>https:\/\/webpack\.js\.org\/vote\/<\/loc>/g)?.length, 1);
    assert.doesNotMatch(sitemap, /printable/);
  });
});
