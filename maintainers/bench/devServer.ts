import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as delay } from "node:timers/promises";
import type { Browser, Page } from "puppeteer";
import { contentDirectory, rootDirectory } from "../../paths.ts";
import { median } from "./statistics.ts";
import type { BenchWorkspace } from "./workspace.ts";

/** The page first opened (and so first compiled) once the server answers, then edited; its Markdown file relative to the content folder. */
const EDITED_PAGE = { url: "/concepts/", file: "concepts/index.md" };
const EDITS = 5;
/** How an impatient stop ends the server: a supervisor's SIGTERM, then SIGKILL this long after. */
const KILL_AFTER_MS = 2000;
/** How often a starting server is asked for its first page: the start times are read to this. */
const POLL_INTERVAL_MS = 50;
/** Lets webpack finish its rebuild and the page settle before the next edit. */
const PAUSE_BETWEEN_EDITS_MS = 1000;
const STARTUP_TIMEOUT_MS = 180_000;
/** For the page to render at first, and for each edit to show. */
const PAGE_TIMEOUT_MS = 30_000;

export interface DevServerMeasurement {
  /** From `webpack serve` to the first answer for `/`, with an empty persistent cache. */
  coldStartMs: number;
  /** From opening a page the server has not compiled yet to its heading rendered in the browser. */
  firstVisitMs: number;
  /** Median time from saving the Markdown file to its new text being in the page's DOM. */
  medianUpdateMs: number;
  updatesMs: number[];
  /** As the cold start, after the server that made the cache was stopped by SIGTERM and, 2 s later, SIGKILL. */
  warmStartMs: number;
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
  /** Asks it to stop (SIGTERM) and waits for it to exit, its persistent cache written. */
  stop(): Promise<void>;
  /** SIGTERM, then SIGKILL `graceMs` later if it is still running, as a process supervisor does. */
  kill(graceMs: number): Promise<void>;
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
    async kill(graceMs) {
      if (server.exitCode !== null || server.signalCode !== null) return;
      server.kill("SIGTERM");
      const deadline = delay(graceMs).then(() => "kill" as const);
      if ((await Promise.race([exited, deadline])) === "kill") server.kill("SIGKILL");
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
    await delay(POLL_INTERVAL_MS);
  }
  throw new Error(`The dev server did not answer ${url} within ${STARTUP_TIMEOUT_MS / 1000} s:\n${server.output()}`);
}

/** Starts the server on the workspace and times it until it answers `url`. */
async function timedStart(
  workspace: BenchWorkspace,
  port: number,
  url: string,
): Promise<{ server: DevServer; startMs: number }> {
  const started = performance.now();
  const server = startDevServer(workspace, port);
  try {
    await waitUntilServing(server, url);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { server, startMs: performance.now() - started };
}

// Predicates the page evaluates are given as text: this module is build-side code, typed without
// the DOM's globals.
const PAGE_RENDERED =
  'document.documentElement.dataset.hydrated === "true" && document.querySelector("main h1") !== null';

/**
 * Starts `webpack serve` on a copy of content/ with an empty cache and times its first answer;
 * opens a page it has not compiled yet and times it until rendered; edits that page's Markdown
 * file a few times and times each edit until the new paragraph is in the page; stops the server
 * impatiently (SIGTERM, SIGKILL 2 s later) and times the next start on the cache it left.
 */
export async function measureDevServer(browser: Browser, workspace: BenchWorkspace): Promise<DevServerMeasurement> {
  cpSync(contentDirectory, workspace.contentDirectory, { recursive: true });
  const editedFile = path.join(workspace.contentDirectory, EDITED_PAGE.file);
  const original = readFileSync(editedFile, "utf8");
  const port = await freePort();
  const home = `http://localhost:${port}/`;
  const cold = await timedStart(workspace, port, home);
  const page = await browser.newPage();
  let updatesMs: number[];
  let firstVisitMs: number;
  try {
    const visitStarted = performance.now();
    await page.goto(`http://localhost:${port}${EDITED_PAGE.url}`);
    await page.waitForFunction(PAGE_RENDERED, { timeout: PAGE_TIMEOUT_MS });
    firstVisitMs = performance.now() - visitStarted;
    updatesMs = await timeEdits(page, editedFile, original);
  } finally {
    await page.close();
    await cold.server.kill(KILL_AFTER_MS);
  }
  const warm = await timedStart(workspace, port, home);
  await warm.server.stop();
  return {
    coldStartMs: cold.startMs,
    firstVisitMs,
    medianUpdateMs: median(updatesMs),
    updatesMs,
    warmStartMs: warm.startMs,
  };
}

async function timeEdits(page: Page, editedFile: string, original: string): Promise<number[]> {
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
  return updatesMs;
}
