import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { openPage, startSite, waitForApp, type Site } from "./harness.ts";

interface ScriptStart {
  /** When the app's main script was put into the document, on the page's clock. */
  insertedAt: number;
  /** The document's state at that moment. */
  readyState: DocumentReadyState;
  firstContentfulPaint?: number;
}

/** Records when the app's main script enters the document, whoever puts it there. */
function recordScriptStart() {
  const record = window as unknown as { mainScriptStart?: ScriptStart };
  new MutationObserver((mutations, observer) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (node instanceof HTMLScriptElement && /\/assets\/main\./.test(node.src)) {
          record.mainScriptStart = { insertedAt: performance.now(), readyState: document.readyState };
          observer.disconnect();
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

describe("the app's scripts run after the first paint", () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site.close();
  });

  async function scriptStartOn(path: string): Promise<{ start: ScriptStart; problems: string[] }> {
    const { page, problems } = await openPage(site);
    try {
      await page.evaluateOnNewDocument(recordScriptStart);
      await page.goto(`${site.baseUrl}${path}`, { waitUntil: "load" });
      await waitForApp(page);
      const start = await page.evaluate(() => ({
        ...(window as unknown as { mainScriptStart: ScriptStart }).mainScriptStart,
        firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      }));
      return { start, problems };
    } finally {
      await page.close();
    }
  }

  it("on a long reference page, starts the app once the page is painted and parsed, and hydrates it", async () => {
    const { start, problems } = await scriptStartOn("/configuration/output/");
    assert.ok(start.firstContentfulPaint !== undefined, "the page was painted");
    assert.ok(
      start.insertedAt >= start.firstContentfulPaint,
      `main script at ${start.insertedAt} ms, first paint at ${start.firstContentfulPaint} ms`,
    );
    assert.notEqual(start.readyState, "loading");
    assert.deepEqual(problems, []);
  });

  it("starts the app on the app shell, which paints nothing", async () => {
    const { start, problems } = await scriptStartOn("/app-shell/");
    assert.notEqual(start.readyState, "loading");
    assert.deepEqual(problems, []);
  });
});
