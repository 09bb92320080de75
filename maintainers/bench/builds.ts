import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import { rootDirectory } from "../../paths.ts";
import { samplePeakRss } from "./processTree.ts";
import type { BenchWorkspace } from "./workspace.ts";

export interface BuildMeasurement {
  wallTimeMs: number;
  /** The highest resident memory of the command and every process it started, summed. */
  peakRssBytes: number;
}

export interface BuildMeasurements {
  /** Without the caches and output of earlier builds. */
  cold: BuildMeasurement;
  /** Again, with the caches the cold build left. */
  warm: BuildMeasurement;
}

/** A command that builds a site: ours (client build, then the prerender) into DIST_DIRECTORY, or a peer's. */
export interface BuildCommand {
  command: string;
  args: string[];
  /** Added to the environment the command runs in. */
  env?: Record<string, string>;
}

/** How much of a failed command's output its error keeps: the end, where the error is. */
const FAILURE_OUTPUT_CHARACTERS = 10_000;

const NPM_RUN_BUILD: BuildCommand = { command: "npm", args: ["run", "build"] };

/** Where and how a measured command runs. */
export interface CommandOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/** A measured command that ended with another exit code than 0: what it printed last, and its figures. */
export class CommandFailure extends Error {
  readonly measurement: BuildMeasurement;

  constructor(commandLine: string, code: number | null, output: string, measurement: BuildMeasurement) {
    super(`${commandLine} failed with exit code ${code}:\n${output.slice(-FAILURE_OUTPUT_CHARACTERS)}`);
    this.measurement = measurement;
  }
}

/**
 * Runs a command to its end, measuring its wall time and the peak memory of its process tree;
 * rejects with a CommandFailure when it fails.
 */
export function measureCommand(command: BuildCommand, options: CommandOptions): Promise<BuildMeasurement> {
  const started = performance.now();
  const child = spawn(command.command, command.args, {
    cwd: options.cwd,
    env: { ...options.env, ...command.env },
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
      if (code === 0) return resolve(measurement);
      reject(new CommandFailure([command.command, ...command.args].join(" "), code, output, measurement));
    });
  });
}

/** Runs the build command into the workspace's folders. */
function measureBuild(workspace: BenchWorkspace, build: BuildCommand): Promise<BuildMeasurement> {
  return measureCommand(build, {
    cwd: rootDirectory,
    env: {
      ...process.env,
      DIST_DIRECTORY: workspace.distDirectory,
      BUILD_CACHE_DIRECTORY: workspace.buildCacheDirectory,
    },
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
