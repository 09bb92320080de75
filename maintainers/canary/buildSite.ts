import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { measureBuilds, type BuildCommand } from "../bench/builds.ts";
import type { BenchWorkspace } from "../bench/workspace.ts";
import { contentDirectory } from "../../paths.ts";
import { heapLimitFlag } from "../../scripts/buildHeapLimit.ts";
import { summarizeBuild } from "./buildSummary.ts";
import type { BuildOutcome } from "./compareBuilds.ts";
import { readEmittedFiles } from "./emittedFiles.ts";
import { readStatsFiles, resolutionFile } from "./statsFolder.ts";
import type { WebpackResolution } from "./webpackResolution.ts";

const BUILD_SCRIPT = fileURLToPath(new URL("buildWithStats.ts", import.meta.url));
const CANDIDATE_RESOLUTION = new URL("candidateResolution.ts", import.meta.url).href;

export const statsDirectoryOf = (workspace: BenchWorkspace) => path.join(workspace.root, "stats");

/** The copy of webpack a build must get. */
export interface ExpectedWebpack {
  directory: string;
  version: string;
}

/**
 * Builds the site twice (cold, then warm) in the workspace with the canary's build script, which
 * also writes the stats JSON. With `candidate`, the build gets the webpack installed in the
 * workspace; otherwise the project's.
 */
export async function buildSite(
  workspace: BenchWorkspace,
  expectedWebpack: ExpectedWebpack,
  candidate: boolean,
): Promise<BuildOutcome> {
  const statsDirectory = statsDirectoryOf(workspace);
  const command: BuildCommand = {
    command: process.execPath,
    args: [
      // The flags this process runs with (tsx's loader, unless NODE_OPTIONS brings it, which the build inherits).
      ...process.execArgv,
      // npm run build's heap limit (its script computes it the same way).
      heapLimitFlag(contentDirectory),
      ...(candidate ? ["--import", CANDIDATE_RESOLUTION] : []),
      BUILD_SCRIPT,
      statsDirectory,
      expectedWebpack.directory,
    ],
    env: candidate ? { CANARY_WORKSPACE: workspace.root } : {},
  };
  let outcome: Pick<BuildOutcome, "measurements" | "failure">;
  try {
    outcome = { measurements: await measureBuilds(workspace, command) };
  } catch (error) {
    outcome = { failure: error instanceof Error ? error.message : String(error) };
  }
  const stats = readStatsFiles(statsDirectory);
  const files = existsSync(workspace.distDirectory) ? readEmittedFiles(workspace.distDirectory) : [];
  const resolution = existsSync(resolutionFile(statsDirectory))
    ? (JSON.parse(readFileSync(resolutionFile(statsDirectory), "utf8")) as WebpackResolution)
    : undefined;
  return {
    ...outcome,
    // A build that stopped before saying which webpack it got was given the expected one.
    webpackVersion: resolution?.version ?? expectedWebpack.version,
    summary: summarizeBuild(stats, files, workspace.root),
    outputDirectory: workspace.distDirectory,
  };
}
