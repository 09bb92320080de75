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

/** Runs `npm run build` (client build, then the prerender) into the workspace's folders. */
function measureBuild(workspace: BenchWorkspace): Promise<BuildMeasurement> {
  const started = performance.now();
  const build = spawn("npm", ["run", "build"], {
    cwd: rootDirectory,
    env: {
      ...process.env,
      DIST_DIRECTORY: workspace.distDirectory,
      BUILD_CACHE_DIRECTORY: workspace.buildCacheDirectory,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Without a pid the spawn failed, and the "error" event rejects below.
  const peakRss = build.pid === undefined ? undefined : samplePeakRss(build.pid);
  let output = "";
  build.stdout.on("data", (chunk: Buffer) => (output += chunk));
  build.stderr.on("data", (chunk: Buffer) => (output += chunk));
  return new Promise((resolve, reject) => {
    build.on("error", reject);
    build.on("close", (code) => {
      const measurement = { wallTimeMs: performance.now() - started, peakRssBytes: peakRss?.stop() ?? 0 };
      if (code === 0) resolve(measurement);
      else reject(new Error(`npm run build failed with exit code ${code}:\n${output}`));
    });
  });
}

/** Cold, then warm: the second build reuses webpack's persistent cache of the first. */
export async function measureBuilds(workspace: BenchWorkspace): Promise<BuildMeasurements> {
  const cold = await measureBuild(workspace);
  const warm = await measureBuild(workspace);
  return { cold, warm };
}
