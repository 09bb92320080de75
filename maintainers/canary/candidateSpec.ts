import { existsSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** The webpack to compare with the pinned one, checked before any build starts. */
export type Candidate =
  /** A folder holding webpack's sources with their dependencies installed: used where it is, offline. */
  | { kind: "checkout"; spec: string; directory: string; version: string }
  /** Anything else npm installs: a version, tag or range of the registry, a tarball, a URL, a git repository. */
  | { kind: "package"; spec: string; npmSpec: string; version: string };

/** What npm would install for a spec, or why it cannot. */
export type NpmResolution = { name: string; version: string } | { error: string };

export interface SpecContext {
  /** The version of webpack the project has installed. */
  pinnedVersion: string;
  resolveWithNpm(npmSpec: string): Promise<NpmResolution>;
}

/** A spec the canary refuses, with the reason for the reader. */
export class SpecError extends Error {
  override name = "SpecError";
}

export const USAGE =
  "usage: npm run canary -- <spec>, where <spec> is what npm accepts for webpack: a version or tag (5.113.0, next, latest), a path to a webpack checkout, or a tarball";

const TARBALL = /\.(tgz|tar\.gz|tar)$/i;
const URL_OR_GIT = /^([a-z][a-z0-9+.-]*:|[^@\s]+\/[^\s]+$)/i;

interface Manifest {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
}

function major(version: string): number {
  return Number.parseInt(version, 10);
}

/** The same major version as the pinned webpack: another one needs its own configuration first. */
function checkMajor(spec: string, version: string, pinnedVersion: string): void {
  const candidateMajor = major(version);
  const pinnedMajor = major(pinnedVersion);
  if (candidateMajor > pinnedMajor) {
    throw new SpecError(
      `${spec} is webpack ${version}, but the site is pinned to webpack ${pinnedVersion}: the canary compares builds within webpack ${pinnedMajor}; support for webpack ${candidateMajor} is a later step.`,
    );
  }
  if (candidateMajor < pinnedMajor) {
    throw new SpecError(
      `${spec} is webpack ${version}, older than the site's webpack ${pinnedMajor} (pinned ${pinnedVersion}): the site does not build with webpack ${candidateMajor}.`,
    );
  }
}

/** The node_modules folders node searches from a directory, nearest first. */
function nodeModulesFolders(directory: string): string[] {
  const folders: string[] = [];
  for (let current = path.resolve(directory); ; current = path.dirname(current)) {
    if (path.basename(current) !== "node_modules") folders.push(path.join(current, "node_modules"));
    if (path.dirname(current) === current) return folders;
  }
}

/**
 * Dependencies of a package that node would not find from its folder. The folders are listed by
 * hand rather than by `require.resolve.paths(name)`, which answers `null` for a name that is also
 * a Node.js built-in, and webpack depends on the npm package `events`.
 */
function missingDependencies(directory: string, manifest: Manifest): string[] {
  const folders = nodeModulesFolders(directory);
  return Object.keys(manifest.dependencies ?? {}).filter(
    (name) => !folders.some((folder) => existsSync(path.join(folder, name, "package.json"))),
  );
}

function checkCheckout(spec: string, directory: string, pinnedVersion: string): Candidate {
  const manifestFile = path.join(directory, "package.json");
  if (!existsSync(manifestFile)) {
    throw new SpecError(`${spec} is not a webpack checkout: ${directory} has no package.json.`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  if (manifest.name !== "webpack" || !manifest.version) {
    throw new SpecError(
      `${spec} is not a webpack checkout: the package.json in ${directory} is for ${JSON.stringify(manifest.name ?? "no name")}, not "webpack".`,
    );
  }
  checkMajor(spec, manifest.version, pinnedVersion);
  const missing = missingDependencies(directory, manifest);
  if (missing.length > 0) {
    throw new SpecError(
      `The webpack checkout ${directory} lacks its dependencies (${missing.slice(0, 3).join(", ")}${missing.length > 3 ? "…" : ""}): install them there first (yarn).`,
    );
  }
  return { kind: "checkout", spec, directory, version: manifest.version };
}

async function checkPackage(spec: string, npmSpec: string, context: SpecContext): Promise<Candidate> {
  const resolved = await context.resolveWithNpm(npmSpec);
  if ("error" in resolved) throw new SpecError(`npm cannot resolve ${npmSpec}: ${resolved.error}`);
  if (resolved.name !== "webpack") {
    throw new SpecError(`${spec} is the package ${JSON.stringify(resolved.name)}, not webpack.`);
  }
  checkMajor(spec, resolved.version, context.pinnedVersion);
  return { kind: "package", spec, npmSpec, version: resolved.version };
}

/** A path as npm reads one in a dependency: `file:`, `./`, `../`, `/`, `~/`, or the name of a tarball. */
function localPath(spec: string): string | undefined {
  const withoutScheme = spec.replace(/^file:/, "");
  if (withoutScheme.startsWith("~/")) return path.join(os.homedir(), withoutScheme.slice(2));
  if (spec.startsWith("file:") || /^(\.{1,2}([\\/]|$)|[\\/])/.test(spec)) return path.resolve(withoutScheme);
  if (TARBALL.test(spec) && !URL_OR_GIT.test(spec)) return path.resolve(spec);
  return undefined;
}

/**
 * Checks what `npm run canary -- <spec>` was given, before any work: a checkout must be a webpack
 * package with its dependencies; anything else must be something npm resolves to webpack; and
 * either must be the pinned webpack's major version.
 */
export async function checkSpec(rawSpec: string | undefined, context: SpecContext): Promise<Candidate> {
  const spec = rawSpec?.trim().replace(/^webpack@/, "") ?? "";
  if (spec === "") throw new SpecError(USAGE);
  const file = localPath(spec);
  if (file === undefined) {
    return checkPackage(spec, URL_OR_GIT.test(spec) ? spec : `webpack@${spec}`, context);
  }
  if (!existsSync(file)) throw new SpecError(`${spec}: there is no file or folder at ${file}.`);
  if (statSync(file).isDirectory()) return checkCheckout(spec, file, context.pinnedVersion);
  return checkPackage(spec, file, context);
}
