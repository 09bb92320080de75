import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { promisify } from "node:util";
import { rootDirectory } from "../../paths.ts";
import { misresolved, packagesUsingWebpack, resolveWebpack, type WebpackResolution } from "./webpackResolution.ts";

const run = promisify(execFile);

/** A workspace as installCandidate leaves it, with a stand-in for the candidate webpack. */
const workspace = mkdtempSync(path.join(os.tmpdir(), "canary-resolution-"));
after(() => rmSync(workspace, { recursive: true, force: true }));
const candidate = path.join(workspace, "node_modules", "webpack");
mkdirSync(candidate, { recursive: true });
writeFileSync(
  path.join(candidate, "package.json"),
  '{ "name": "webpack", "version": "5.0.0-candidate", "main": "index.js" }',
);
writeFileSync(path.join(candidate, "index.js"), 'module.exports = { version: "5.0.0-candidate" };');

/** What a process preloaded with the canary's resolution sees, as the canary's build runs it. */
async function resolutionInCandidateBuild(): Promise<WebpackResolution & { webpackSources: string }> {
  const script = `
    import { createRequire } from "node:module";
    import { resolveWebpack } from "./maintainers/canary/webpackResolution.ts";
    const webpackSources = createRequire(import.meta.url).resolve("webpack-sources");
    console.log(JSON.stringify({ ...(await resolveWebpack()), webpackSources }));
  `;
  const { stdout } = await run(
    process.execPath,
    [
      "--import",
      "tsx",
      "--import",
      "./maintainers/canary/candidateResolution.ts",
      "--input-type=module",
      "--eval",
      script,
    ],
    { cwd: rootDirectory, env: { ...process.env, NODE_OPTIONS: "", CANARY_WORKSPACE: workspace } },
  );
  return JSON.parse(stdout) as WebpackResolution & { webpackSources: string };
}

describe("the candidate's module resolution", () => {
  it("gives the workspace's webpack to ES modules and to every package that requires webpack", async () => {
    const seen = await resolutionInCandidateBuild();
    assert.equal(seen.version, "5.0.0-candidate");
    assert.equal(seen.directory, realpathSync(candidate));
    assert.deepEqual(Object.keys(seen.requiredBy).sort(), packagesUsingWebpack().sort());
    assert.ok(Object.keys(seen.requiredBy).includes("html-webpack-plugin"));
    assert.ok(Object.keys(seen.requiredBy).includes("webpack-cli"));
    assert.deepEqual(misresolved(seen, candidate), []);
  });

  it("leaves other packages, even those named webpack-something, to the project", async () => {
    const seen = await resolutionInCandidateBuild();
    assert.ok(
      seen.webpackSources.startsWith(realpathSync(path.join(rootDirectory, "node_modules"))),
      seen.webpackSources,
    );
  });

  it("without it, every importer gets the project's webpack, and the build would refuse the candidate", async () => {
    const pinned = await resolveWebpack();
    const projectWebpack = realpathSync(path.join(rootDirectory, "node_modules", "webpack"));
    assert.equal(pinned.directory, projectWebpack);
    assert.deepEqual(misresolved(pinned, projectWebpack), []);
    const wrong = misresolved(pinned, candidate);
    assert.equal(wrong.length, 1 + packagesUsingWebpack().length);
    assert.equal(wrong[0], `the configuration gets webpack from ${projectWebpack}, not ${realpathSync(candidate)}`);
  });
});
