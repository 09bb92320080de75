import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { promisify } from "node:util";
import { buildCacheDirectory, rootDirectory } from "../../paths.ts";
import { contributorsFixture } from "../helpers/contributorsFixture.ts";
import { expectNoEvent, openPage, startSite, waitForApp, withoutServiceWorker, type Site } from "./harness.ts";

const run = promisify(execFile);

/** A 1×1 transparent PNG: what the test serves in GitHub's place, as there is no network here. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

const LIST = 'section[aria-labelledby="contributors-heading"]';

/**
 * The site's own content has no commit by a GitHub account, so this suite builds the small fixture
 * site from a repository whose history it writes (test/helpers/contributorsFixture.ts), about
 * 15 seconds, inside the project so that the build resolves its packages.
 */
describe("contributors at the end of a page", () => {
  let workspace: string;
  let site: Site;
  before(
    async () => {
      mkdirSync(buildCacheDirectory, { recursive: true });
      workspace = mkdtempSync(path.join(buildCacheDirectory, "e2e-contributors-"));
      const repository = contributorsFixture(path.join(workspace, "repository"));
      const distDirectory = path.join(workspace, "dist");
      await run(process.execPath, ["--import", "tsx", "--max-old-space-size=850", "scripts/build.ts"], {
        cwd: rootDirectory,
        env: {
          ...process.env,
          CONTENT_DIRECTORY: path.join(repository.directory, "content"),
          DIST_DIRECTORY: distDirectory,
          BUILD_CACHE_DIRECTORY: path.join(workspace, "cache"),
        },
        maxBuffer: 64 * 1024 * 1024,
      });
      site = await startSite(distDirectory);
    },
    { timeout: 240_000 },
  );
  after(async () => {
    await site?.close();
    rmSync(workspace, { recursive: true, force: true });
  });

  it("asks GitHub for no avatar until the list scrolls into view, then for each at 90 px, shown at 45 px", async () => {
    const { page, problems } = await openPage(site);
    // Without the service worker every request is the page's own, so interception sees them all.
    await withoutServiceWorker(page);
    await page.setViewport({ width: 375, height: 700 });
    const codeHostRequests: string[] = [];
    await page.setRequestInterception(true);
    page.on("request", (request) => {
      if (new URL(request.url()).hostname !== "github.com") return void request.continue();
      codeHostRequests.push(request.url());
      return void request.respond({ status: 200, contentType: "image/png", body: PIXEL });
    });

    await page.goto(`${site.baseUrl}/concepts/entry-points/`);
    await waitForApp(page);
    const entries = await page.$$eval(`${LIST} li`, (items) =>
      items.map((item) => item.querySelector("a")?.getAttribute("href") ?? item.textContent),
    );
    assert.deepEqual(entries, [
      "https://github.com/grace-h",
      "https://github.com/ada-dev",
      "Linus",
      "https://github.com/TheLarkInn",
    ]);
    // Longer than the 300 ms a visibility check may take: nothing is asked for meanwhile.
    const avatarRequest = new Promise((resolve) =>
      page.on("request", (request) => new URL(request.url()).hostname === "github.com" && resolve(request.url())),
    );
    await expectNoEvent(avatarRequest, 1000, "an avatar was requested before the list came into view");
    assert.deepEqual(codeHostRequests, []);
    assert.equal(await page.$$eval(`${LIST} img`, (images) => images.length), 0);

    await page.$eval(LIST, (list) => list.scrollIntoView());
    await page.waitForFunction(
      (list) => [...document.querySelectorAll(`${list} img`)].every((image) => (image as HTMLImageElement).complete),
      {},
      LIST,
    );
    const avatars = await page.$$eval(`${LIST} img`, (images) =>
      images.map((image) => {
        const { width, height } = image.getBoundingClientRect();
        return { src: image.getAttribute("src"), alt: image.getAttribute("alt"), width, height };
      }),
    );
    assert.deepEqual(avatars, [
      { src: "https://github.com/grace-h.png?size=90", alt: "grace-h", width: 45, height: 45 },
      { src: "https://github.com/ada-dev.png?size=90", alt: "ada-dev", width: 45, height: 45 },
      { src: "https://github.com/TheLarkInn.png?size=90", alt: "TheLarkInn", width: 45, height: 45 },
    ]);
    assert.deepEqual(codeHostRequests.sort(), avatars.map((avatar) => avatar.src).sort());
    assert.deepEqual(problems, []);
  });
});
