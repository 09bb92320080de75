import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { StatsCompilation } from "webpack";

/** The files the canary's build writes into its stats folder, and the canary reads back. */

/** Which copy of webpack the build got (`WebpackResolution`). */
export const resolutionFile = (statsDirectory: string) => path.join(statsDirectory, "resolution.json");

const STATS_SUFFIX = ".stats.json";

/** webpack's stats JSON of one compilation (client, or any other a build runs). */
export const statsFile = (statsDirectory: string, compilation: string) =>
  path.join(statsDirectory, `${compilation}${STATS_SUFFIX}`);

/** The stats JSON of every compilation the build finished; none when the folder is missing. */
export function readStatsFiles(statsDirectory: string): StatsCompilation[] {
  if (!existsSync(statsDirectory)) return [];
  return readdirSync(statsDirectory)
    .filter((name) => name.endsWith(STATS_SUFFIX))
    .map((name) => JSON.parse(readFileSync(path.join(statsDirectory, name), "utf8")) as StatsCompilation);
}
