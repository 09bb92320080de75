import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { HTTPRequest, Page } from "puppeteer";
import { THEME_COLOR } from "../../common/site.ts";
import {
  distDirectory,
  expectNoEvent,
  startSite,
  waitForApp,
  waitForServiceWorker,
  withoutServiceWorker,
  type Site,
} from "./harness.ts";

/** A tab in a fresh browser context: its own service worker registrations and caches. */
async function isolatedPage(site: Site): Promise<Page> {
  const context = await site.browser.createBrowserContext();
  return context.newPage();
}

/** `/concepts/` in an isolated tab, loaded again once the service worker has installed, so that it controls the page. */
async function conceptsUnderServiceWorker(site: Site): Promise<Page> {
  const page = await isolatedPage(site);
  await page.goto(`${site.baseUrl}/concepts/`);
  await waitForApp(page);
  await waitForServiceWorker(page);
  await page.reload({ waitUntil: "networkidle0" });
  await waitForApp(page);
  return page;
}

/**
 * Tells the page's document that the network is gone. Chromium (150) drops the emulated offline
 * state of a document loaded after it was set, so each new document needs it again.
 */
async function emulateOffline(page: Page): Promise<void> {
  await page.setOfflineMode(false);
  await page.setOfflineMode(true);
}

async function waitForOfflineStatus(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('[role="status"]')?.textContent?.includes("You are offline.") === true,
  );
}

describe("offline reading and chunk failures", () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site.close();
  });

  it("links a web app manifest whose icons all load", async () => {
    const html = await (await fetch(`${site.baseUrl}/configuration/`)).text();
    assert.match(html, /<link rel="manifest" href="\/manifest.json"/);
    const manifest = (await (await fetch(`${site.baseUrl}/manifest.json`)).json()) as {
      short_name: string;
      theme_color: string;
      display: string;
      icons: { src: string; type: string; sizes: string }[];
    };
    assert.equal(manifest.short_name, "webpack");
    // public/manifest.json is copied as is: it must say what the pages say.
    assert.equal(manifest.theme_color, THEME_COLOR);
    assert.match(html, new RegExp(`<meta name="theme-color" content="${THEME_COLOR}"`));
    assert.equal(manifest.display, "minimal-ui");
    assert.ok(manifest.icons.some((icon) => icon.sizes === "512x512" && icon.type === "image/png"));
    for (const icon of manifest.icons) {
      const response = await fetch(`${site.baseUrl}${icon.src}`);
      assert.equal(response.status, 200, icon.src);
      assert.equal(response.headers.get("content-type")?.split(";")[0], icon.type, icon.src);
    }
  });

  it("opens a page read once with the network off, and explains a page never read", async () => {
    const page = await conceptsUnderServiceWorker(site);

    // Offline for the page (navigator.onLine) and for its service worker (no server to reach).
    await site.setServerUp(false);
    try {
      await page.setOfflineMode(true);
      await page.reload();
      await waitForApp(page);
      await emulateOffline(page);
      await waitForOfflineStatus(page);
      await page.waitForSelector("article .markdown");
      assert.equal(await page.$eval("h1", (heading) => heading.textContent), "Concepts");

      // A page never read: the app shell stands in and says the page needs the network.
      await page.goto(`${site.baseUrl}/guides/caching/`);
      await waitForApp(page);
      await emulateOffline(page);
      const alert = await page.waitForSelector('[role="alert"]');
      assert.match((await alert?.evaluate((element) => element.textContent)) ?? "", /Error loading content\./);
      await waitForOfflineStatus(page);
    } finally {
      // Back online, also when an assertion failed: the later tests need the server.
      await site.setServerUp(true);
      await page.setOfflineMode(false);
    }

    // Back online, "Try again" shows the page.
    await page.locator("::-p-text(Try again)").click();
    await page.waitForSelector("article .markdown");
    assert.equal(await page.$eval("h1", (heading) => heading.textContent), "Caching");
  });

  it("moves with the network off to a page of another section read before", async () => {
    const page = await conceptsUnderServiceWorker(site);
    const followLinkToOutput = () =>
      page.$eval('main .markdown a[href="/configuration/output/"]', (link) => (link as HTMLAnchorElement).click());
    // Read once online: the worker keeps the page's chunk as it is read.
    await followLinkToOutput();
    await page.waitForFunction(() => document.querySelector("main h1")?.textContent === "Output");
    await page.waitForSelector("article .markdown");

    await site.setServerUp(false);
    try {
      await page.setOfflineMode(true);
      await page.goto(`${site.baseUrl}/concepts/`);
      await waitForApp(page);
      await emulateOffline(page);
      await waitForOfflineStatus(page);
      // The section's chunk, precached, names the page's file, which the worker kept.
      await followLinkToOutput();
      await page.waitForFunction(() => document.querySelector("main h1")?.textContent === "Output");
      await page.waitForSelector("article .markdown");
      assert.equal(await page.$('[role="alert"]'), null);
    } finally {
      await site.setServerUp(true);
      await page.setOfflineMode(false);
    }
  });

  it("reloads each controlled page once when a new service worker takes over", async () => {
    const page = await isolatedPage(site);
    await page.goto(`${site.baseUrl}/concepts/`);
    await waitForApp(page);
    await waitForServiceWorker(page);
    await page.reload();
    await waitForApp(page);

    // A new deployment: the worker with its app shell revision changed (same length: the static
    // server knows each file's size from its start).
    const workerFile = path.join(distDirectory, "sw.js");
    const deployed = readFileSync(workerFile, "utf8");
    const revision = /'revision':'([0-9a-f]{16})','url':'\/app-shell\/'/.exec(deployed)?.[1] ?? "";
    assert.ok(revision, "the worker precaches the app shell with a revision");
    writeFileSync(workerFile, deployed.replace(revision, [...revision].reverse().join("")));
    try {
      await page.evaluate(() => {
        (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
      });
      let loads = 0;
      page.on("load", () => (loads += 1));
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await page.waitForFunction(() => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate, {
        timeout: 20_000,
      });
      await waitForApp(page);
      assert.equal(loads, 1, "one reload");
      // A reload loop would show itself as another load.
      await expectNoEvent(
        new Promise((resolve) => page.once("load", resolve)),
        2000,
        "the page reloaded again after the new worker took over",
      );
    } finally {
      writeFileSync(workerFile, deployed);
    }
  });

  for (const [name, pattern] of [
    ["a page chunk", /\/assets\/page-\d+\.[0-9a-f]+\.js$/],
    ["the search dialog's CSS chunk", /\/assets\/search\.[0-9a-f]+\.css$/],
  ] as const) {
    it(`shows "Error loading content." when ${name} fails, and Try again recovers`, async () => {
      const page = await isolatedPage(site);
      await withoutServiceWorker(page);
      await page.setRequestInterception(true);
      // Blocking starts once the first page is loaded: what fails is what the reader asks for next.
      let blocked = false;
      page.on("request", (request: HTTPRequest) => {
        const { pathname } = new URL(request.url());
        const isMainCss = /\/assets\/main\.[0-9a-f]+\.css$/.test(pathname);
        if (blocked && pattern.test(pathname) && !isMainCss) void request.abort("failed");
        else void request.continue();
      });
      await page.goto(`${site.baseUrl}/guides/`);
      await waitForApp(page);
      blocked = true;
      if (name.includes("search")) await page.locator('::-p-aria([name="Search"][role="button"])').click();
      else await page.locator('::-p-aria([name="Caching"][role="link"])').click();
      const alert = await page.waitForSelector('[role="alert"]', { timeout: 15_000 });
      assert.match((await alert?.evaluate((element) => element.textContent)) ?? "", /Error loading content\./);
      // The failure stays in its place: the top bar and the footer are still there and working.
      assert.ok(await page.$('header a[href="/contribute/"]'), "the top navigation is still shown");
      assert.ok(await page.$('footer a[href="/glossary/"]'), "the footer is still shown");
      blocked = false;
      await page.locator("::-p-text(Try again)").click();
      await page.waitForFunction(() => !document.querySelector('[role="alert"]'));
    });
  }

  it("loads the address as a new page when a deployment has removed the chunk a link needs", async () => {
    const page = await isolatedPage(site);
    await withoutServiceWorker(page);
    await page.setRequestInterception(true);
    // A deployment under the open page: the page chunks it has not loaded yet answer 404, as the
    // new build's hashed files have replaced them.
    let deployed = false;
    const pageChunk = /\/assets\/page-\d+\.[0-9a-f]+\.js$/;
    page.on("request", (request: HTTPRequest) => {
      if (deployed && pageChunk.test(new URL(request.url()).pathname)) void request.respond({ status: 404, body: "" });
      else void request.continue();
    });
    await page.goto(`${site.baseUrl}/guides/`);
    await waitForApp(page);
    await page.evaluate(() => Object.assign(window, { documentBeforeDeploy: true }));
    deployed = true;
    await page.locator('::-p-aria([name="Caching"][role="link"])').click();
    await page.waitForFunction(() => !("documentBeforeDeploy" in window), { timeout: 15_000 });
    await waitForApp(page);
    assert.equal(new URL(page.url()).pathname, "/guides/caching/");
    assert.equal(await page.$eval("h1", (heading) => heading.textContent), "Caching");
    assert.equal(await page.$('[role="alert"]'), null, "no error is shown");
  });
});
