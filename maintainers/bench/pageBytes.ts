import type { Browser, Protocol } from "puppeteer";
import type { SitePages } from "./sitePages.ts";
import type { BySite } from "./sites.ts";
import { failureOf, isFailure } from "./stage.ts";

/** The pages whose initial bytes are measured: the home, a section index, a large reference page. */
export const PAGE_BYTE_URLS = ["/", "/concepts/", "/configuration/output/"] as const;

export type ResourceKind = "javascript" | "css" | "html" | "other";

export interface ByteCount {
  /** Decoded response bodies. */
  raw: number;
  /** Response bodies as sent (gzip for text over 1 KB, as the static server compresses), headers excluded. */
  transferred: number;
}

export type PageBytes = Record<ResourceKind, ByteCount> & {
  /** The path of every script counted, in the order they finished. */
  scripts: string[];
};

function kindOf(type: Protocol.Network.ResourceType): ResourceKind {
  if (type === "Script") return "javascript";
  if (type === "Stylesheet") return "css";
  if (type === "Document") return "html";
  return "other";
}

interface PendingResponse {
  url: string;
  kind: ResourceKind;
  headerBytes: number;
  raw: number;
}

/**
 * Counts the response bodies of every request that completed before the page's `load` event. Our
 * site runs its app's scripts after the first paint (src/index.html), which may come after `load`:
 * for it, the count goes on until the app has hydrated, so the scripts it needs are in it.
 */
async function measurePage(browser: Browser, url: string, startsAppAfterPaint: boolean): Promise<PageBytes> {
  const page = await browser.newPage();
  try {
    // A first visit: the service worker an earlier page installed must not answer from its cache.
    await page.setBypassServiceWorker(true);
    const cdp = await page.createCDPSession();
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Page.enable");
    const totals: PageBytes = {
      javascript: { raw: 0, transferred: 0 },
      css: { raw: 0, transferred: 0 },
      html: { raw: 0, transferred: 0 },
      other: { raw: 0, transferred: 0 },
      scripts: [],
    };
    const pending = new Map<string, PendingResponse>();
    let loaded = false;
    cdp.on("Network.responseReceived", (event) => {
      // At this point the response's encodedDataLength is what arrived so far: its headers.
      pending.set(event.requestId, {
        url: event.response.url,
        kind: kindOf(event.type),
        headerBytes: event.response.encodedDataLength,
        raw: 0,
      });
    });
    cdp.on("Network.dataReceived", (event) => {
      const response = pending.get(event.requestId);
      if (response) response.raw += event.dataLength;
    });
    cdp.on("Network.loadingFinished", (event) => {
      const response = pending.get(event.requestId);
      if (!response || loaded) return;
      totals[response.kind].raw += response.raw;
      totals[response.kind].transferred += event.encodedDataLength - response.headerBytes;
      if (response.kind === "javascript") totals.scripts.push(new URL(response.url).pathname);
    });
    if (!startsAppAfterPaint) {
      cdp.once("Page.loadEventFired", () => {
        loaded = true;
      });
    }
    await page.goto(url, { waitUntil: "load" });
    if (startsAppAfterPaint) {
      // Given as text: the bench is build-side code, typed without the DOM's globals.
      await page.waitForFunction('document.documentElement.dataset.hydrated === "true"');
      loaded = true;
    }
    return totals;
  } finally {
    await page.close();
  }
}

export interface SitePageBytes {
  url: string;
  bytes: PageBytes;
}

/** One page (our path) on every site. */
export interface PageBytesMeasurement {
  page: string;
  sites: BySite<SitePageBytes>;
}

/** Initial bytes of each page on each site, each loaded with an empty HTTP cache. */
export async function measurePageBytes(
  browser: Browser,
  sites: SitePages[],
  pages: readonly string[] = PAGE_BYTE_URLS,
): Promise<PageBytesMeasurement[]> {
  const measurements: PageBytesMeasurement[] = [];
  for (const page of pages) {
    const bySite: BySite<SitePageBytes> = {};
    for (const { site, urls } of sites) {
      const url = urls[page] ?? { failed: `${page} was not looked up` };
      try {
        bySite[site] = isFailure(url) ? url : { url, bytes: await measurePage(browser, url, site === "ours") };
      } catch (error) {
        bySite[site] = failureOf(error);
      }
    }
    measurements.push({ page, sites: bySite });
  }
  return measurements;
}
