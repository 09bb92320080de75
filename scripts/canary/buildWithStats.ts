import { mkdirSync, writeFileSync } from "node:fs";
import type { StatsOptions } from "webpack";
import { runProductionBuild } from "../productionBuild.ts";
import { resolutionFile, statsFile } from "./statsFolder.ts";
import { misresolved, resolveWebpack } from "./webpackResolution.ts";

/**
 * The canary's build: `node buildWithStats.ts <stats folder> <expected webpack folder>`. Builds
 * as `npm run build` does and also writes webpack's stats JSON of the compilation and which copy of webpack the build got, which
 * `npm run build` does not. Refuses to build when any package would get another copy of webpack
 * than the expected one, so a canary never compares the pinned webpack with itself by mistake.
 */

/** Enough for any analysis of the output (assets, chunks, modules, problems), without sources or reasons. */
const STATS_JSON_OPTIONS: StatsOptions = {
  preset: "normal",
  assets: true,
  chunks: true,
  chunkModules: false,
  modules: true,
  nestedModules: true,
  orphanModules: true,
  entrypoints: true,
  ids: true,
  reasons: false,
  source: false,
  errorDetails: true,
  errorStack: false,
};

const [statsDirectory, expectedWebpackDirectory] = process.argv.slice(2);
if (!statsDirectory || !expectedWebpackDirectory) {
  throw new Error("usage: buildWithStats.ts <stats folder> <expected webpack folder>");
}
mkdirSync(statsDirectory, { recursive: true });

const resolution = await resolveWebpack();
writeFileSync(resolutionFile(statsDirectory), `${JSON.stringify(resolution, null, 2)}\n`);
const wrongCopies = misresolved(resolution, expectedWebpackDirectory);
if (wrongCopies.length > 0) {
  console.error(`Not building: ${wrongCopies.join("; ")}.`);
  process.exit(1);
}
const users = Object.keys(resolution.requiredBy).length;
console.log(`webpack ${resolution.version} from ${resolution.directory}, for the configuration and ${users} packages`);

const { stats, configuration } = await runProductionBuild();
writeFileSync(
  statsFile(statsDirectory, configuration.name ?? "unnamed"),
  JSON.stringify(stats.toJson(STATS_JSON_OPTIONS)),
);
console.log(stats.toString(configuration.stats));
if (stats.hasErrors()) process.exit(1);
