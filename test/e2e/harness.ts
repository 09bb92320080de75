import assert from "node:assert/strict";
import type { AddressInfo } from "node:net";
import puppeteer, { type Browser, type Page, type Target } from "puppeteer";
import { findChromium } from "../../scripts/chromium.ts";
import { createStaticServer } from "../../scripts/staticServer.ts";

export { distDirectory } from "../../paths.ts";
import { distDirectory } from "../../paths.ts";

export interface Site {
  baseUrl: string;
  browser: Browser;
  /** Takes the server down (every connection refused, as with no network) or up again on the same port. */
  setServerUp(up: boolean): Promise<void>;
  close(): Promise<void>;
}

/** Serves the built site (`dist/`, or another build's folder) on a free loopback port and starts headless Chromium. */
export async function startSite(directory = distDirectory): Promise<Site> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("Chromium not found: run `npm run test:e2e`, which finds or installs it.");
  const server = createStaticServer(directory);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-dev-shm-usage",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  // Every page of every test: a Content-Security-Policy violation anywhere fails the suite.
  const cspViolations: string[] = [];
  browser.on("targetcreated", (target: Target) => {
    void target.page().then((page) =>
      page?.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) cspViolations.push(`${page.url()}: ${message.text()}`);
      }),
    );
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    browser,
    async setServerUp(up) {
      if (up) {
        await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
      } else {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await closed;
      }
    },
    async close() {
      await browser.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (cspViolations.length > 0) throw new Error(`Content-Security-Policy violations:\n${cspViolations.join("\n")}`);
    },
  };
}

export interface TrackedPage {
  page: Page;
  /** Console errors and warnings, and uncaught exceptions, in the order they happened. */
  problems: string[];
}

/** A new tab that records every console error or warning and uncaught exception. */
export async function openPage(site: Site): Promise<TrackedPage> {
  const page = await site.browser.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warn") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${(error as Error).message}`));
  return { page, problems };
}

/** Waits until the app has hydrated (the client marks the root once React owns it). */
export async function waitForApp(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", { timeout });
}

/** Waits until the service worker is active and controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
      );
    }
  });
}

/**
 * Hides the service worker API from the page's scripts, so the app registers none and every
 * request is the page's own: what a test blocks or delays with request interception.
 */
export async function withoutServiceWorker(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => Object.defineProperty(navigator, "serviceWorker", { value: undefined }));
}

/**
 * A negative check: waits for the event that would show the failure, for at most `deadlineMs`,
 * and fails as soon as it happens, naming it. Nothing happening by the deadline is the pass.
 */
export async function expectNoEvent(event: Promise<unknown>, deadlineMs: number, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"deadline">((resolve) => (timer = setTimeout(resolve, deadlineMs, "deadline")));
  const outcome = await Promise.race([event.then(() => "happened" as const), deadline]);
  clearTimeout(timer);
  assert.equal(outcome, "deadline", `${what} within ${deadlineMs} ms`);
}
