import assert from "node:assert/strict";
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { setTimeout as delay } from "node:timers/promises";
import { launchBrowser } from "../../maintainers/bench/browser.ts";
import { freePort, startDevServer, waitUntilServing, type DevServer } from "../../maintainers/bench/devServer.ts";
import { createWorkspace, type BenchWorkspace } from "../../maintainers/bench/workspace.ts";
import { contentDirectory, rootDirectory } from "../../paths.ts";
import { waitForApp } from "./harness.ts";

const EDITED_PAGE = { url: "/concepts/", file: "concepts/index.md" };
/** A component on every page whose module exports components only, as React Refresh updates in place. */
const EDITED_COMPONENT = { file: path.join(rootDirectory, "src/components/Footer/Footer.tsx"), text: '"Glossary"' };
const FIRST_VISITED_PAGE = { url: "/guides/getting-started/", file: "guides/getting-started.md" };
/** Where webpack's lazy compilation client asks the server to compile the modules it names. */
const LAZY_COMPILATION_PREFIX = "/lazy-compilation-using-";
/** Long enough for a loaded machine to write the first cache, well short of webpack's default minute of idleness. */
const CACHE_WRITTEN_TIMEOUT_MS = 40_000;

/** The persistent cache's index files (webpack writes a pack's `index.pack` last). */
function cacheIndexFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { recursive: true, encoding: "utf8" }).filter(
    (file) => path.basename(file) === "index.pack",
  );
}

describe("the dev server", () => {
  let workspace: BenchWorkspace;
  let server: DevServer;
  let port: number;
  before(async () => {
    workspace = createWorkspace("dev-server-test-");
    cpSync(contentDirectory, workspace.contentDirectory, { recursive: true });
    port = await freePort();
    server = startDevServer(workspace, port);
    await waitUntilServing(server, `http://localhost:${port}${EDITED_PAGE.url}`);
  });
  after(async () => {
    await server.stop();
    workspace.remove();
  });

  // A server stopped impatiently (SIGTERM, then SIGKILL 2 s later) cannot finish writing a cache
  // at exit: the next start is warm only if the cache was written while the server ran.
  it("writes its persistent cache while it runs, not only when it stops", async () => {
    const deadline = performance.now() + CACHE_WRITTEN_TIMEOUT_MS;
    while (cacheIndexFiles(workspace.devCacheDirectory).length === 0 && performance.now() < deadline) {
      await delay(200);
    }
    assert.notDeepEqual(cacheIndexFiles(workspace.devCacheDirectory), [], "no cache written while the server ran");
  });

  it("shows each saved edit of a page in place, without reloading the app", async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`http://localhost:${port}${EDITED_PAGE.url}`);
      await waitForApp(page, 60_000);
      // Gone if the document reloads.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const editedFile = path.join(workspace.contentDirectory, EDITED_PAGE.file);
      const original = readFileSync(editedFile, "utf8");
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      for (let edit = 1; edit <= 3; edit++) {
        const marker = `Edit number ${edit} of this test.`;
        writeFileSync(editedFile, `${original}\n${marker}\n`);
        await page.waitForFunction((text) => document.querySelector("main")?.textContent?.includes(text), {}, marker);
        assert.equal(
          await page.evaluate(() => "sameDocument" in window),
          true,
          `edit ${edit} was shown by reloading the app`,
        );
      }
      // An update that lists a chunk with a stylesheet waits for that stylesheet to load again.
      assert.deepEqual(
        requested.filter((pathname) => pathname.endsWith(".css")),
        [],
        "a hot update of the page fetched a stylesheet",
      );
      assert.ok(requested.some((pathname) => pathname.endsWith(".hot-update.js")));
    } finally {
      await browser.close();
    }
  });

  // The app's own code is in the repository, not in the workspace: the test puts the file back.
  it("shows a saved edit of a component in place, its elements kept (React Refresh)", async () => {
    const browser = await launchBrowser();
    const original = readFileSync(EDITED_COMPONENT.file, "utf8");
    try {
      const page = await browser.newPage();
      await page.goto(`http://localhost:${port}${EDITED_PAGE.url}`);
      await waitForApp(page, 60_000);
      // React Refresh's runtime registers a module's exported components by itself; the compiler's
      // transform registers the others and the hooks each calls, which decide whether state survives.
      // (The refresh plugin makes the transform's `$RefreshReg$` calls webpack's `$Refresh$.register`.)
      const mainScript = await (await fetch(`http://localhost:${port}/assets/main.js`)).text();
      assert.match(
        mainScript,
        /\$Refresh\$\.register\(\w+, \\?"Footer\\?"\)/,
        "components are not registered for React Refresh",
      );
      // React Refresh renders the component's new code into the elements it had, keeping its state;
      // a remount (or a reload) would replace them.
      await page.evaluate(() => Object.assign(window, { footerBeforeEdit: document.querySelector("footer") }));
      const marker = "Glossary, edited by the dev server's test";
      writeFileSync(EDITED_COMPONENT.file, original.replace(EDITED_COMPONENT.text, JSON.stringify(marker)));
      await page.waitForFunction((text) => document.querySelector("footer")?.textContent?.includes(text), {}, marker);
      assert.equal(
        await page.evaluate(
          () => "footerBeforeEdit" in window && window.footerBeforeEdit === document.querySelector("footer"),
        ),
        true,
        "the edited component was mounted again, or the app reloaded",
      );
    } finally {
      writeFileSync(EDITED_COMPONENT.file, original);
      await browser.close();
    }
  });

  it("compiles a page opened for the first time, and no module of the content index with it", async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const compileRequests: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith(LAZY_COMPILATION_PREFIX)) compileRequests.push(pathname);
      });
      await page.goto(`http://localhost:${port}${FIRST_VISITED_PAGE.url}`);
      await waitForApp(page, 60_000);
      await page.waitForFunction(() => document.querySelector("main h1") !== null, { timeout: 60_000 });
      const compiled = compileRequests.flatMap((pathname) =>
        pathname.slice(LAZY_COMPILATION_PREFIX.length).split("@").map(decodeURIComponent),
      );
      assert.ok(
        compiled.some((key) => key.endsWith(FIRST_VISITED_PAGE.file)),
        `the page was not compiled on demand: ${compiled.join(", ")}`,
      );
      // The section's navigation and headings are compiled with the app: one request, one compile.
      assert.deepEqual(
        compiled.filter((key) => key.includes("virtual:")),
        [],
      );
    } finally {
      await browser.close();
    }
  });

  it("shows an edited title in the section's navigation too", async () => {
    const browser = await launchBrowser();
    const editedFile = path.join(workspace.contentDirectory, EDITED_PAGE.file);
    const original = readFileSync(editedFile, "utf8");
    try {
      const page = await browser.newPage();
      await page.goto(`http://localhost:${port}${EDITED_PAGE.url}`);
      await waitForApp(page, 60_000);
      writeFileSync(editedFile, original.replace(/^title: .*$/m, "title: Concepts Retitled"));
      // The sidebar's entry comes from the section's navigation, not from the page's module.
      await page.waitForFunction(
        (url) =>
          document
            .querySelector(`nav[aria-label="Section pages"] a[href="${url}"]`)
            ?.textContent?.includes("Concepts Retitled"),
        {},
        EDITED_PAGE.url,
      );
    } finally {
      writeFileSync(editedFile, original);
      await browser.close();
    }
  });
});
