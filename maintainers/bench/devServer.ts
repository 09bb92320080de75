import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as delay } from "node:timers/promises";
import type { Browser } from "puppeteer";
import { contentDirectory, rootDirectory } from "../../paths.ts";
import { median } from "./statistics.ts";
import type { BenchWorkspace } from "./workspace.ts";

/** The page edited, and its Markdown file relative to the content folder. */
const EDITED_PAGE = { url: "/concepts/", file: "concepts/index.md" };
const EDITS = 5;
/** Lets webpack finish its rebuild and the page settle before the next edit. */
const PAUSE_BETWEEN_EDITS_MS = 1000;
const STARTUP_TIMEOUT_MS = 180_000;
/** For the page to render at first, and for each edit to show. */
const PAGE_TIMEOUT_MS = 30_000;

export interface DevServerMeasurement {
  /** Median time from saving the Markdown file to its new text being in the page's DOM. */
  medianUpdateMs: number;
  updatesMs: number[];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface DevServer {
  process: ChildProcess;
  /** What it printed, to explain a failed start. */
  output(): string;
  stop(): Promise<void>;
}

/** `webpack serve` on the workspace's content folder and dev cache (the caller copies the content there). */
export function startDevServer(workspace: BenchWorkspace, port: number): DevServer {
  const webpackCli = createRequire(import.meta.url).resolve("webpack-cli/bin/cli.js");
  const server = spawn(
    process.execPath,
    ["--import", "tsx", webpackCli, "serve", "--config", "webpack.config.ts", "--port", String(port)],
    {
      cwd: rootDirectory,
      env: {
        ...process.env,
        CONTENT_DIRECTORY: workspace.contentDirectory,
        BUILD_CACHE_DIRECTORY: workspace.devCacheDirectory,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk));
  server.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  return {
    process: server,
    output: () => output,
    async stop() {
      // Wait for the exit, so the workspace is not removed while webpack still writes its cache.
      if (server.exitCode === null && server.signalCode === null) server.kill();
      await exited;
    },
  };
}

/** Waits for the first compilation: the dev middleware answers only once it is done. */
export async function waitUntilServing(server: DevServer, url: string): Promise<void> {
  const deadline = performance.now() + STARTUP_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (server.process.exitCode !== null) throw new Error(`The dev server exited:\n${server.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(250);
  }
  throw new Error(`The dev server did not answer ${url} within ${STARTUP_TIMEOUT_MS / 1000} s:\n${server.output()}`);
}

/**
 * Starts `webpack serve` on a copy of content/, opens a page, then edits its Markdown file a few
 * times and times each edit until the new paragraph is in the page.
 */
export async function measureDevServer(browser: Browser, workspace: BenchWorkspace): Promise<DevServerMeasurement> {
  cpSync(contentDirectory, workspace.contentDirectory, { recursive: true });
  const editedFile = path.join(workspace.contentDirectory, EDITED_PAGE.file);
  const original = readFileSync(editedFile, "utf8");
  const port = await freePort();
  const server = startDevServer(workspace, port);
  const page = await browser.newPage();
  try {
    const url = `http://localhost:${port}${EDITED_PAGE.url}`;
    await waitUntilServing(server, url);
    await page.goto(url);
    // Predicates the page evaluates are given as text: this module is build-side code, typed
    // without the DOM's globals.
    await page.waitForFunction('document.documentElement.dataset.hydrated === "true"', {
      timeout: PAGE_TIMEOUT_MS,
    });
    const updatesMs: number[] = [];
    for (let edit = 1; edit <= EDITS; edit++) {
      const marker = `Benchmark edit ${edit} at ${Date.now()}`;
      const started = performance.now();
      writeFileSync(editedFile, `${original}\n${marker}.\n`);
      // A mutation observer re-checks on every DOM change, and is set up again after a full reload.
      await page.waitForFunction(`document.body?.textContent?.includes(${JSON.stringify(marker)}) ?? false`, {
        polling: "mutation",
        timeout: PAGE_TIMEOUT_MS,
      });
      updatesMs.push(performance.now() - started);
      await delay(PAUSE_BETWEEN_EDITS_MS);
    }
    return { medianUpdateMs: median(updatesMs), updatesMs };
  } finally {
    await page.close();
    await server.stop();
  }
}
