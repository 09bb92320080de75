import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { rootDirectory } from "../../paths.ts";
import {
  measureCommand,
  type BuildCommand,
  type BuildMeasurement,
  type BuildMeasurements,
  type CommandOptions,
} from "./builds.ts";
import type { Peer } from "./sites.ts";

/** The scripts that make each peer's project from a content folder (see their README). */
const SETUP_SCRIPTS_DIRECTORY = path.resolve(rootDirectory, "../shared/peers");

/**
 * Where the peers' projects live: kept from run to run (installing them takes minutes and is not
 * what the benchmark measures), inside the project's ignored `.cache/`.
 */
const PEERS_DIRECTORY = path.join(rootDirectory, ".cache/bench-peers");

interface PeerProject {
  setupScript: string;
  /** The project's folder under PEERS_DIRECTORY, as the setup script names it. */
  folder: string;
  /** A file of the project that exists once its install completed. */
  installedMarker: string;
  build: BuildCommand;
  /** Caches and outputs of earlier builds, removed before the cold build. */
  buildState: string[];
  /** The built site. */
  output: string;
}

const PROJECTS: Record<Peer, PeerProject> = {
  vitepress: {
    setupScript: "vitepress-setup.sh",
    folder: "vitepress",
    installedMarker: "node_modules/.bin/vitepress",
    build: { command: "npx", args: ["--no", "vitepress", "build", "docs"] },
    buildState: ["docs/.vitepress/cache", "docs/.vitepress/dist"],
    output: "docs/.vitepress/dist",
  },
  docusaurus: {
    setupScript: "docusaurus-setup.sh",
    folder: "docusaurus",
    installedMarker: "node_modules/.bin/docusaurus",
    // Docusaurus bundles with Rspack only when FASTER=1 (see the setup script); webpack otherwise.
    build: { command: "npx", args: ["--no", "docusaurus", "build"], env: { FASTER: "1" } },
    buildState: [".docusaurus", "node_modules/.cache", "build"],
    output: "build",
  },
};

const projectFolder = (peer: Peer) => path.join(PEERS_DIRECTORY, PROJECTS[peer].folder);

/**
 * This process's environment without what npm hands the scripts it runs: NODE_OPTIONS brings
 * tsx, which the peers' node processes could not resolve, and `npm_*` the project's npm settings.
 */
function peerOptions(): CommandOptions {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "NODE_OPTIONS" && !name.startsWith("npm_")),
  );
  return { cwd: PEERS_DIRECTORY, env };
}

/**
 * Makes the peer's project from the content folder: installs it the first time (the npm registry
 * must be reachable then), and copies the content afresh on every run.
 */
export async function setUpPeer(peer: Peer, contentDirectory: string): Promise<void> {
  const project = PROJECTS[peer];
  const folder = projectFolder(peer);
  // The script installs only into a folder without package.json: an install cut short would stay broken.
  if (existsSync(path.join(folder, "package.json")) && !existsSync(path.join(folder, project.installedMarker))) {
    rmSync(folder, { recursive: true, force: true });
  }
  const script = path.join(SETUP_SCRIPTS_DIRECTORY, project.setupScript);
  // The folder is the command's working directory: without it, spawning fails with "spawn bash ENOENT".
  mkdirSync(PEERS_DIRECTORY, { recursive: true });
  await measureCommand({ command: "bash", args: [script, contentDirectory, PEERS_DIRECTORY] }, peerOptions());
}

/** Builds the peer's site cold: its caches and output removed first. */
export async function measurePeerColdBuild(peer: Peer): Promise<BuildMeasurement> {
  const project = PROJECTS[peer];
  const folder = projectFolder(peer);
  for (const state of project.buildState) rmSync(path.join(folder, state), { recursive: true, force: true });
  return measureCommand(project.build, { ...peerOptions(), cwd: folder });
}

/** Builds the peer's site cold, then warm. */
export async function measurePeerBuilds(peer: Peer): Promise<BuildMeasurements> {
  const cold = await measurePeerColdBuild(peer);
  const warm = await measureCommand(PROJECTS[peer].build, { ...peerOptions(), cwd: projectFolder(peer) });
  return { cold, warm };
}

export function peerOutputDirectory(peer: Peer): string {
  return path.join(projectFolder(peer), PROJECTS[peer].output);
}
