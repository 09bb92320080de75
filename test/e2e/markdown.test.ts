import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { distDirectory, openPage, startSite, waitForApp, type Site } from "./harness.ts";

const SITE_URL = "https://webpack.js.org";

describe("the documentation as Markdown", () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site.close();
  });

  async function fetchText(pathname: string): Promise<{ type: string | null; text: string }> {
    const response = await fetch(`${site.baseUrl}${pathname}`);
    assert.equal(response.status, 200, pathname);
    return { type: response.headers.get("content-type"), text: await response.text() };
  }

  it("serves llms.txt: a title, a summary and one list of pages per section, each page's Markdown there", async () => {
    const { type, text } = await fetchText("/llms.txt");
    assert.match(type ?? "", /^text\/plain/);
    assert.match(text, /^# webpack\n\n> webpack is a module bundler\. [^\n]+\n/);
    assert.match(text, /\n## Concepts\n\n- \[Concepts\]\(https:\/\/webpack\.js\.org\/concepts\/index\.md\): [^\n]+\n/);
    assert.match(text, /\n- \[Output\]\(https:\/\/webpack\.js\.org\/concepts\/output\/index\.md\): [^\n]+\n/);
    const links = [...text.matchAll(/^- \[[^\]]+\]\((https:[^)]+)\)/gm)].map((match) => match[1] ?? "");
    assert.ok(links.length > 100, `${links.length} pages`);
    const missing = links.filter((link) => !existsSync(path.join(distDirectory, link.slice(SITE_URL.length))));
    assert.deepEqual(missing, []);
    assert.ok(
      (await fetchText("/llms-full.txt")).text.includes(
        "\n# Output\n\nSource: https://webpack.js.org/concepts/output/\n",
      ),
    );
  });

  it("serves each page's Markdown at its address plus index.md: no front matter, absolute links, generated blocks expanded", async () => {
    const { text } = await fetchText("/concepts/output/index.md");
    assert.match(text, /^# Output\n\n> Where webpack writes its bundles/);
    assert.doesNotMatch(text, /^---$|^title:/m);
    assert.match(text, /\]\(https:\/\/webpack\.js\.org\/concepts\/entry-points\/\)/);
    assert.doesNotMatch(text, /\]\(\/|\]\(#|^\[[^\]]+\]: \//m);
    const reference = (await fetchText("/configuration/output/index.md")).text;
    assert.doesNotMatch(reference, /```generated/);
    assert.match(reference, /`output\.chunkLoadTimeout`/);
  });

  it("leaves the Markdown copies and llms files out of the service worker's precache", () => {
    const worker = readFileSync(path.join(distDirectory, "sw.js"), "utf8");
    assert.doesNotMatch(worker, /\.md["']|llms(-full)?\.txt/);
  });

  it("copies the page's Markdown with the Copy page button, and says so", async () => {
    const { page, problems } = await openPage(site);
    // Headless Chromium has no system clipboard: record what the page writes to it instead.
    await page.evaluateOnNewDocument(() => {
      const written: string[] = [];
      Object.defineProperty(window, "copiedTexts", { value: written });
      Clipboard.prototype.writeText = async (text: string) => void written.push(text);
    });
    await page.setViewport({ width: 375, height: 700 });
    await page.goto(`${site.baseUrl}/concepts/output/`);
    await waitForApp(page);
    const button = await page.waitForSelector('::-p-aria(Copy page[role="button"])');
    await button?.click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main [role="status"]')].some(
        (status) => status.textContent === "Copied as Markdown",
      ),
    );
    const copied = await page.evaluate(() => (window as unknown as { copiedTexts: string[] }).copiedTexts);
    assert.deepEqual(copied, [(await fetchText("/concepts/output/index.md")).text]);
    assert.deepEqual(problems, []);
  });
});
