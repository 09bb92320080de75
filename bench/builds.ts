import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import { rootDirectory } from "../paths.ts";
import { samplePeakRss } from "./processTree.ts";
import type { BenchWorkspace } from "./workspace.ts";

export interface BuildMeasurement {
  wallTimeMs: number;
  /** The highest resident memory of npm and every process it started, summed. */
  peakRssBytes: number;
}

export interface BuildMeasurements {
  /** From an empty cache folder. */
  cold: BuildMeasurement;
  /** Again, with the filesystem cache the cold build left. */
  warm: BuildMeasurement;
}

/** A command that builds the site (client build, then the prerender) into DIST_DIRECTORY. */
export interface BuildCommand {
  command: string;
  args: string[];
  /** Added to the environment, besides the workspace's folders. */
  env?: Record<string, string>;
}

const NPM_RUN_BUILD: BuildCommand = { command: "npm", args: ["run", "build"] };

/** Runs the build command into the workspace's folders. */
function measureBuild(workspace: BenchWorkspace, build: BuildCommand): Promise<BuildMeasurement> {
  const started = performance.now();
  const child = spawn(build.command, build.args, {
    cwd: rootDirectory,
    env: {
      ...process.env,
      ...build.env,
      DIST_DIRECTORY: workspace.distDirectory,
      BUILD_CACHE_DIRECTORY: workspace.buildCacheDirectory,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Without a pid the spawn failed, and the "error" event rejects below.
  const peakRss = child.pid === undefined ? undefined : samplePeakRss(child.pid);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => {
      const measurement = { wallTimeMs: performance.now() - started, peakRssBytes: peakRss?.stop() ?? 0 };
      if (code === 0) resolve(measurement);
      else reject(new Error(`${[build.command, ...build.args].join(" ")} failed with exit code ${code}:\n${output}`));
    });
  });
}

/**
 * Cold, then warm: the second build reuses webpack's persistent cache of the first. `npm run build`
 * unless another command is given (the canary's build, which also writes stats).
 */
export async function measureBuilds(
  workspace: BenchWorkspace,
  build: BuildCommand = NPM_RUN_BUILD,
): Promise<BuildMeasurements> {
  const cold = await measureBuild(workspace, build);
  const warm = await measureBuild(workspace, build);
  return { cold, warm };
}
