import assert from "node:assert/strict";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { launchBrowser } from "../../maintainers/bench/browser.ts";
import { freePort, startDevServer, waitUntilServing, type DevServer } from "../../maintainers/bench/devServer.ts";
import { createWorkspace, type BenchWorkspace } from "../../maintainers/bench/workspace.ts";
import { contentDirectory } from "../../paths.ts";
import { waitForApp } from "./harness.ts";

const EDITED_PAGE = { url: "/concepts/", file: "concepts/index.md" };

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
    } finally {
      await browser.close();
    }
  });
});
