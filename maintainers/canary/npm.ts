import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { rootDirectory } from "../../paths.ts";
import type { NpmResolution } from "./candidateSpec.ts";

const run = promisify(execFile);

/** Enough for the output of `npm pack --dry-run --json`, which lists every file of the package. */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

/**
 * Reads what `npm pack --dry-run --json` printed: the package it would pack as a one-element
 * array, or npm's error as `{ "error": { "summary" } }`.
 */
export function parsePackOutput(output: string): NpmResolution {
  let parsed: unknown;
  try {
    parsed = JSON.parse(output);
  } catch {
    return { error: output.trim().split("\n")[0] || "npm printed nothing" };
  }
  if (Array.isArray(parsed)) {
    const [first] = parsed as { name?: unknown; version?: unknown }[];
    if (typeof first?.name === "string" && typeof first.version === "string") {
      return { name: first.name, version: first.version };
    }
  }
  const summary = (parsed as { error?: { summary?: unknown } }).error?.summary;
  return { error: typeof summary === "string" ? summary : "npm's answer names no package" };
}

/**
 * What npm would install for a spec, asked without installing anything: `npm pack --dry-run`
 * resolves a spec exactly as `npm install` does (registry tags and ranges, tarballs, URLs, git).
 */
export async function resolveWithNpm(npmSpec: string): Promise<NpmResolution> {
  try {
    const { stdout } = await run("npm", ["pack", "--dry-run", "--json", npmSpec], {
      cwd: rootDirectory,
      maxBuffer: MAX_OUTPUT_BYTES,
    });
    return parsePackOutput(stdout);
  } catch (error) {
    const { stdout, message } = error as { stdout?: string; message: string };
    return stdout ? parsePackOutput(stdout) : { error: message };
  }
}

/** Installs a package into a folder's own node_modules, leaving no package.json entry nor lock file. */
export async function installInto(folder: string, npmSpec: string): Promise<void> {
  await run(
    "npm",
    ["install", "--prefix", folder, "--no-save", "--no-package-lock", "--no-audit", "--no-fund", npmSpec],
    { cwd: folder, maxBuffer: MAX_OUTPUT_BYTES },
  );
}
