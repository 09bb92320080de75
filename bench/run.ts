import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { rootDirectory } from "../paths.ts";
import { launchBrowser } from "./browser.ts";
import { measureBuilds } from "./builds.ts";
import { measureDevServer } from "./devServer.ts";
import { measureLighthouse } from "./lighthouse.ts";
import { measurePageBytes } from "./pageBytes.ts";
import { measureSearch } from "./search.ts";
import { isFailure, runStage, type Failure } from "./stage.ts";
import { serveSite } from "./staticSite.ts";
import { formatTable } from "./table.ts";
import { buildRows, devServerRows, lighthouseRows, pageBytesRows, searchRows } from "./targets.ts";
import { createWorkspace } from "./workspace.ts";

/**
 * `npm run bench`: builds the site cold, then warm, into a private workspace; measures the warm
 * build's output (bytes before load, search, Lighthouse) and the dev server's update time; prints
 * one table and writes every figure to bench/results.json. A benchmark, not a test: a missed
 * target is only reported; the exit code is 1 only when a stage could not measure.
 */

const started = performance.now();
const durationsSeconds: Record<string, number> = {};
const workspace = createWorkspace();
try {
  const builds = await runStage("cold and warm builds", durationsSeconds, () => measureBuilds(workspace));
  const ofBuild = <T>(name: string, measure: () => Promise<T>): Promise<T | Failure> =>
    isFailure(builds) ? Promise.resolve({ failed: "no build to measure" }) : runStage(name, durationsSeconds, measure);

  const site = await serveSite(workspace.distDirectory);
  const browser = await launchBrowser();
  try {
    const pageBytes = await ofBuild("bytes before load", () => measurePageBytes(browser, site.baseUrl));
    const search = await ofBuild("search", () => measureSearch(workspace.distDirectory));
    const lighthouse = await ofBuild("lighthouse", () => measureLighthouse(site.baseUrl));
    const devServer = await runStage("dev server", durationsSeconds, () => measureDevServer(browser, workspace));
    durationsSeconds.total = Math.round((performance.now() - started) / 100) / 10;

    const rows = [
      ...buildRows(builds),
      ...pageBytesRows(pageBytes),
      ...lighthouseRows(lighthouse),
      ...devServerRows(devServer),
      ...searchRows(search),
    ];
    console.log(formatTable(rows));
    console.log(`\nbench took ${durationsSeconds.total} s on ${os.cpus().length} cores:`, durationsSeconds);
    const results = {
      measuredAt: new Date().toISOString(),
      machine: { cores: os.cpus().length, memoryBytes: os.totalmem(), node: process.version },
      durationsSeconds,
      builds,
      pageBytes,
      search: search ?? "no search index",
      lighthouse,
      devServer,
      rows,
    };
    writeFileSync(path.join(rootDirectory, "bench/results.json"), `${JSON.stringify(results, null, 2)}\n`);
    if ([builds, pageBytes, search, lighthouse, devServer].some(isFailure)) process.exitCode = 1;
  } finally {
    await browser.close();
    await site.close();
  }
} finally {
  workspace.remove();
}
