import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { contentDirectory, rootDirectory } from "../../paths.ts";
import { launchBrowser } from "./browser.ts";
import { measureBuilds, type BuildMeasurements } from "./builds.ts";
import { measureDevServer } from "./devServer.ts";
import { COMPOSED_PAGE, measureInitialJavaScript } from "./initialJavaScript.ts";
import { measureLighthouse } from "./lighthouse.ts";
import { measurePageBytes } from "./pageBytes.ts";
import { measurePeerBuilds, peerOutputDirectory, setUpPeer } from "./peers.ts";
import type { RelevanceMeasurement } from "./relevance.ts";
import { measureScale, SCALE_FACTOR } from "./scaleStage.ts";
import { measureSearch } from "./search.ts";
import { measureVitePressRelevance } from "./vitepressSearch.ts";
import { findSitePages, type SitePages } from "./sitePages.ts";
import {
  isSectionIndexIn,
  MEASURED_PAGES,
  PEERS,
  SITE_NAMES,
  sitePagePath,
  type BySite,
  type Peer,
  type Site,
} from "./sites.ts";
import { isFailure, runStage, type Failure } from "./stage.ts";
import { serveSite, type StaticSite } from "./staticSite.ts";
import { formatTable } from "./table.ts";
import {
  buildRows,
  devServerRows,
  initialJavaScriptRows,
  lighthouseRows,
  pageBytesRows,
  relevanceRows,
  scaleRows,
  searchRows,
} from "./targets.ts";
import { createWorkspace } from "./workspace.ts";

/**
 * `npm run bench`: builds the site cold, then warm, into a private workspace, and the peers
 * (VitePress, Docusaurus) from the same content; measures the built sites side by side (bytes
 * before load, Lighthouse), our search and our dev server's update time; prints one table and
 * writes every figure to maintainers/bench/results.json; last, it builds a site four times as large
 * (see scaleStage.ts), ours and the peers'. `--no-peers` measures our site alone, `--no-scale`
 * skips the larger site; `--only dev-server` runs that one stage (it needs no build) and prints its
 * rows without writing results.json. A benchmark, not a test: a missed target is only reported;
 * the exit code is 1 only when a stage could not measure.
 */

const { values: options } = parseArgs({
  options: {
    "no-peers": { type: "boolean", default: false },
    "no-scale": { type: "boolean", default: false },
    only: { type: "string" },
  },
});
const peers: readonly Peer[] = options["no-peers"] ? [] : PEERS;
if (options.only !== undefined && options.only !== "dev-server") {
  throw new Error(`--only: unknown stage "${options.only}"; the stage that runs alone is dev-server.`);
}

const started = performance.now();
const durationsSeconds: Record<string, number> = {};

if (options.only === "dev-server") {
  const devServerWorkspace = createWorkspace();
  const browser = await launchBrowser();
  try {
    const devServer = await runStage("dev server", durationsSeconds, () =>
      measureDevServer(browser, devServerWorkspace),
    );
    console.log(formatTable(devServerRows(devServer), []));
    console.log(isFailure(devServer) ? "" : `\n${JSON.stringify(devServer)}`);
    if (isFailure(devServer)) process.exitCode = 1;
  } finally {
    await browser.close();
    devServerWorkspace.remove();
  }
  // The rest of this file is the full run.
  process.exit();
}

/** The setup (install, content copy) is a stage of its own, not part of the timed builds; a peer it fails has no builds. */
async function peerBuilds(peer: Peer): Promise<BuildMeasurements | Failure> {
  const name = SITE_NAMES[peer];
  const setup = await runStage(`${name} setup`, durationsSeconds, () => setUpPeer(peer, contentDirectory));
  if (isFailure(setup)) return { failed: `setup: ${setup.failed}` };
  return runStage(`${name} cold and warm builds`, durationsSeconds, () => measurePeerBuilds(peer));
}

const workspace = createWorkspace();
const servers: StaticSite[] = [];
try {
  const builds: BySite<BuildMeasurements> = {
    ours: await runStage("cold and warm builds", durationsSeconds, () => measureBuilds(workspace)),
  };
  for (const peer of peers) builds[peer] = await peerBuilds(peer);

  const sitePages: SitePages[] = [];
  for (const site of ["ours", ...peers] as Site[]) {
    if (isFailure(builds[site])) continue;
    const server = await serveSite(site === "ours" ? workspace.distDirectory : peerOutputDirectory(site));
    servers.push(server);
    const pathOf = (page: string) => sitePagePath(site, page, isSectionIndexIn(contentDirectory, page));
    sitePages.push(await findSitePages(site, server.baseUrl, MEASURED_PAGES, pathOf));
  }
  const ofBuilds = <T>(name: string, built: boolean, measure: () => Promise<T>): Promise<T | Failure> =>
    built ? runStage(name, durationsSeconds, measure) : Promise.resolve({ failed: "no build to measure" });
  const oursBuilt = !isFailure(builds.ours);

  const browser = await launchBrowser();
  try {
    const pageBytes = await ofBuilds("bytes before load", sitePages.length > 0, () =>
      measurePageBytes(browser, sitePages),
    );
    const composedBytes = isFailure(pageBytes)
      ? undefined
      : pageBytes.find(({ page }) => page === COMPOSED_PAGE)?.sites.ours;
    const composedScripts = composedBytes && !isFailure(composedBytes) ? composedBytes.bytes.scripts : undefined;
    const initialJavaScript = await ofBuilds(
      "initial JavaScript by origin",
      oursBuilt && composedScripts !== undefined,
      () => measureInitialJavaScript(workspace, composedScripts ?? []),
    );
    const search = await ofBuilds("search", oursBuilt, () => measureSearch(workspace.distDirectory));
    const relevance: BySite<RelevanceMeasurement> = {};
    if (search && !isFailure(search)) relevance.ours = search.relevance;
    if (peers.includes("vitepress")) {
      relevance.vitepress = await ofBuilds("VitePress search relevance", !isFailure(builds.vitepress), async () =>
        measureVitePressRelevance(peerOutputDirectory("vitepress")),
      );
    }
    const lighthouse = await ofBuilds("lighthouse", sitePages.length > 0, () => measureLighthouse(sitePages));
    const devServer = await runStage("dev server", durationsSeconds, () => measureDevServer(browser, workspace));
    const scale = options["no-scale"]
      ? undefined
      : await ofBuilds(`×${SCALE_FACTOR} site cold builds`, oursBuilt, () => measureScale(workspace, peers));
    durationsSeconds.total = Math.round((performance.now() - started) / 100) / 10;

    const rows = [
      ...buildRows(builds, peers),
      ...pageBytesRows(pageBytes, peers),
      ...initialJavaScriptRows(initialJavaScript),
      ...lighthouseRows(lighthouse, peers),
      ...devServerRows(devServer),
      ...searchRows(search),
      ...relevanceRows(relevance, peers),
      ...(scale ? scaleRows(scale, peers) : []),
    ];
    console.log(formatTable(rows, peers));
    console.log(`\nbench took ${durationsSeconds.total} s on ${os.cpus().length} cores:`, durationsSeconds);
    const results = {
      measuredAt: new Date().toISOString(),
      machine: { cores: os.cpus().length, memoryBytes: os.totalmem(), node: process.version },
      peers,
      durationsSeconds,
      builds,
      pages: sitePages,
      pageBytes,
      initialJavaScript,
      search: search ?? "no search index",
      relevance,
      lighthouse,
      devServer,
      scale: scale ?? "not measured (--no-scale)",
      rows,
    };
    writeFileSync(path.join(rootDirectory, "maintainers/bench/results.json"), `${JSON.stringify(results, null, 2)}\n`);
    const stages = [
      ...Object.values(builds),
      pageBytes,
      initialJavaScript,
      search,
      relevance.vitepress,
      lighthouse,
      devServer,
      scale,
    ];
    if (stages.some(isFailure)) process.exitCode = 1;
  } finally {
    await browser.close();
  }
} finally {
  for (const server of servers) await server.close();
  workspace.remove();
}
