import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Candidate } from "./candidateSpec.ts";
import { installInto } from "./npm.ts";

/**
 * Puts the candidate at `<workspace>/node_modules/webpack`, where the candidate's build resolves
 * webpack from (candidateResolution.ts); the project's own node_modules stay untouched. A checkout
 * is linked as it is, with its own dependencies, so it needs no network; anything else is installed
 * by npm with its dependencies. Returns the folder of the installed webpack.
 */
export async function installCandidate(candidate: Candidate, workspace: string): Promise<string> {
  const webpackDirectory = path.join(workspace, "node_modules", "webpack");
  // Makes the workspace npm's prefix, rather than a package.json further up (the project's).
  writeFileSync(path.join(workspace, "package.json"), `${JSON.stringify({ private: true })}\n`);
  if (candidate.kind === "checkout") {
    mkdirSync(path.dirname(webpackDirectory), { recursive: true });
    symlinkSync(candidate.directory, webpackDirectory, "dir");
    return webpackDirectory;
  }
  await installInto(workspace, candidate.npmSpec);
  const { version } = JSON.parse(readFileSync(path.join(webpackDirectory, "package.json"), "utf8")) as {
    version: string;
  };
  if (version !== candidate.version) {
    throw new Error(
      `npm installed webpack ${version} for ${candidate.spec}, not the ${candidate.version} it resolved before`,
    );
  }
  return webpackDirectory;
}
