import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { checkSpec, SpecError, USAGE, type NpmResolution, type SpecContext } from "./candidateSpec.ts";

const PINNED = "5.112.2";

/** npm's answers by spec; a spec it is not given is one npm cannot resolve, as npm says it. */
function npmAnswering(answers: Record<string, NpmResolution>): SpecContext & { asked: string[] } {
  const asked: string[] = [];
  return {
    pinnedVersion: PINNED,
    asked,
    async resolveWithNpm(npmSpec) {
      asked.push(npmSpec);
      return answers[npmSpec] ?? { error: `No matching version found for ${npmSpec}.` };
    },
  };
}

/** A checkout must never need npm: it works offline. */
const offline: SpecContext = {
  pinnedVersion: PINNED,
  resolveWithNpm: () => Promise.reject(new Error("a checkout must not ask npm")),
};

const folders: string[] = [];
after(() => folders.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A temporary folder with the given files, relative to it. */
function folder(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "canary-spec-"));
  folders.push(root);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  return root;
}

/** The installed webpack's own dependencies, so a fixture checkout needs what a real one needs. */
const WEBPACK_DEPENDENCIES = (
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve("webpack/package.json"), "utf8")) as {
    dependencies: Record<string, string>;
  }
).dependencies;

const webpackManifest = (version: string) =>
  JSON.stringify({ name: "webpack", version, dependencies: WEBPACK_DEPENDENCIES });

/** Every dependency of webpack installed beside a fixture checkout, as `yarn` would leave them. */
const installedDependencies = Object.fromEntries(
  Object.keys(WEBPACK_DEPENDENCIES).map((name) => [`node_modules/${name}/package.json`, JSON.stringify({ name })]),
);

async function rejection(spec: string | undefined, context: SpecContext): Promise<string> {
  const error: unknown = await checkSpec(spec, context).then(
    () => assert.fail(`${spec} was accepted`),
    (reason: unknown) => reason,
  );
  assert.ok(error instanceof SpecError, String(error));
  return error.message;
}

describe("checkSpec", () => {
  it("asks for a spec when given none", async () => {
    assert.equal(await rejection(undefined, offline), USAGE);
    assert.equal(await rejection("  ", offline), USAGE);
  });

  it("accepts a registry version that npm resolves to webpack 5, with or without the package name", async () => {
    const npm = npmAnswering({ "webpack@5.113.0": { name: "webpack", version: "5.113.0" } });
    assert.deepEqual(await checkSpec("5.113.0", npm), {
      kind: "package",
      spec: "5.113.0",
      npmSpec: "webpack@5.113.0",
      version: "5.113.0",
    });
    assert.deepEqual(await checkSpec("webpack@5.113.0", npm), await checkSpec("5.113.0", npm));
  });

  it("rejects a spec npm cannot resolve, with npm's reason", async () => {
    const npm = npmAnswering({});
    assert.equal(
      await rejection("5.999.9", npm),
      "npm cannot resolve webpack@5.999.9: No matching version found for webpack@5.999.9.",
    );
    assert.deepEqual(npm.asked, ["webpack@5.999.9"]);
  });

  it("rejects another major version: webpack 6 is a later step, webpack 4 too old", async () => {
    const npm = npmAnswering({
      "webpack@next": { name: "webpack", version: "6.0.0-beta.1" },
      "webpack@4": { name: "webpack", version: "4.47.0" },
    });
    assert.equal(
      await rejection("next", npm),
      "next is webpack 6.0.0-beta.1, but the site is pinned to webpack 5.112.2: the canary compares builds within webpack 5; support for webpack 6 is a later step.",
    );
    assert.equal(
      await rejection("4", npm),
      "4 is webpack 4.47.0, older than the site's webpack 5 (pinned 5.112.2): the site does not build with webpack 4.",
    );
  });

  it("hands a URL or a git spec to npm as it is, and rejects a package that is not webpack", async () => {
    const url = "https://example.com/webpack-5.113.0.tgz";
    const npm = npmAnswering({
      [url]: { name: "webpack", version: "5.113.0" },
      "github:someone/left-pad": { name: "left-pad", version: "1.3.0" },
    });
    assert.deepEqual(await checkSpec(url, npm), { kind: "package", spec: url, npmSpec: url, version: "5.113.0" });
    assert.equal(
      await rejection("github:someone/left-pad", npm),
      'github:someone/left-pad is the package "left-pad", not webpack.',
    );
  });

  it("hands a local tarball to npm by its absolute path", async () => {
    const tarball = path.join(folder({ "webpack-5.113.0.tgz": "" }), "webpack-5.113.0.tgz");
    const npm = npmAnswering({ [tarball]: { name: "webpack", version: "5.113.0" } });
    assert.deepEqual(await checkSpec(tarball, npm), {
      kind: "package",
      spec: tarball,
      npmSpec: tarball,
      version: "5.113.0",
    });
    assert.deepEqual(await checkSpec(`file:${tarball}`, npm), {
      ...(await checkSpec(tarball, npm)),
      spec: `file:${tarball}`,
    });
  });

  it("accepts a webpack checkout whose dependencies are installed, without npm", async () => {
    const checkout = folder({
      "package.json": webpackManifest("5.113.0-dev"),
      ...installedDependencies,
    });
    assert.deepEqual(await checkSpec(checkout, offline), {
      kind: "checkout",
      spec: checkout,
      directory: checkout,
      version: "5.113.0-dev",
    });
    const relative = path.relative(process.cwd(), checkout);
    assert.equal((await checkSpec(`./${relative}`, offline)).kind, "checkout");
  });

  it("rejects a path that is not there", async () => {
    const missing = path.join(os.tmpdir(), "no-such-webpack-checkout");
    assert.equal(await rejection(missing, offline), `${missing}: there is no file or folder at ${missing}.`);
  });

  it("rejects a folder that is not a webpack checkout", async () => {
    const empty = folder({});
    assert.equal(await rejection(empty, offline), `${empty} is not a webpack checkout: ${empty} has no package.json.`);
    const other = folder({ "package.json": '{ "name": "rspack", "version": "1.0.0" }' });
    assert.equal(
      await rejection(other, offline),
      `${other} is not a webpack checkout: the package.json in ${other} is for "rspack", not "webpack".`,
    );
  });

  it("rejects a checkout of webpack 6", async () => {
    const checkout = folder({ "package.json": webpackManifest("6.0.0") });
    assert.match(await rejection(checkout, offline), /is webpack 6\.0\.0, .* support for webpack 6 is a later step\.$/);
  });

  it("rejects a checkout whose dependencies are not installed", async () => {
    const checkout = folder({ "package.json": webpackManifest("5.113.0") });
    assert.match(
      await rejection(checkout, offline),
      /^The webpack checkout .* lacks its dependencies \(@types\/estree, @types\/json-schema, @webassemblyjs\/ast…\): install them there first \(yarn\)\.$/,
    );
  });

  it("names a missing dependency that shares its name with a Node.js built-in", async () => {
    const allButEvents = Object.fromEntries(
      Object.entries(installedDependencies).filter(([file]) => file !== "node_modules/events/package.json"),
    );
    const checkout = folder({ "package.json": webpackManifest("5.113.0"), ...allButEvents });
    assert.equal(
      await rejection(checkout, offline),
      `The webpack checkout ${checkout} lacks its dependencies (events): install them there first (yarn).`,
    );
  });
});
