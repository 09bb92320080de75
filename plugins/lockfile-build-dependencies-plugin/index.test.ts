import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, it } from "node:test";
import type { Compiler, Configuration, Stats } from "webpack";
import { getCompiler, readOutput } from "../../test/helpers/compiler.ts";
import { LockfileBuildDependenciesPlugin, type LockfileBuildDependenciesPluginOptions } from "./index.ts";

/**
 * A project in a temporary folder: a lockfile, a loader installed in its `node_modules` (with a
 * helper it requires, as real loaders do), and an entry importing a text file through that loader.
 */
let project: string;
const loaderFolder = () => path.join(project, "node_modules", "text-loader");
const loaderFile = () => path.join(loaderFolder(), "index.js");
const lockfile = () => path.join(project, "package-lock.json");

/**
 * webpack compares a file's time stamp before its hash, and does not trust one newer than the
 * build's start: each write dates its file a minute after the last one, all within the past hour.
 */
let lastWriteTime = 0;

function writeFile(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  lastWriteTime = Math.max(lastWriteTime + 60, Math.floor(Date.now() / 1000) - 3600);
  fs.utimesSync(file, lastWriteTime, lastWriteTime);
}

function writeLoader(version: string): void {
  writeFile(path.join(loaderFolder(), "package.json"), JSON.stringify({ name: "text-loader", version }));
  writeFile(path.join(loaderFolder(), "quote.js"), "module.exports = (text) => JSON.stringify(text);\n");
  writeFile(
    loaderFile(),
    `const quote = require("./quote.js");\nmodule.exports = (text) => "export default " + quote(text) + "; // ${version}";\n`,
  );
}

function writeLockfile(version: string): void {
  writeFile(
    lockfile(),
    JSON.stringify({ lockfileVersion: 3, packages: { "node_modules/text-loader": { version } } }, null, 2),
  );
}

beforeEach(() => {
  lastWriteTime = 0;
  project = fs.mkdtempSync(path.join(os.tmpdir(), "lockfile-build-dependencies-"));
  writeLoader("1.0.0");
  writeLockfile("1.0.0");
  writeFile(path.join(project, "src", "index.js"), 'export { default } from "./message.txt";\n');
  writeFile(path.join(project, "src", "message.txt"), "Hello\n");
});

afterEach(() => fs.rmSync(project, { recursive: true, force: true }));

interface BuildOptions {
  plugin?: LockfileBuildDependenciesPluginOptions | false;
  cache?: boolean;
  snapshot?: Configuration["snapshot"];
}

function projectCompiler({ plugin = {}, cache = false, snapshot }: BuildOptions = {}): Compiler {
  return getCompiler({
    context: project,
    entry: "./src/index.js",
    module: { rules: [{ test: /\.txt$/, loader: "text-loader" }] },
    // The project's own node_modules is where the package manager writes, as in a real project.
    snapshot: snapshot ?? { managedPaths: [path.join(project, "node_modules")] },
    cache: cache ? { type: "filesystem", cacheDirectory: path.join(project, ".cache") } : false,
    plugins: plugin === false ? [] : [new LockfileBuildDependenciesPlugin(plugin)],
  });
}

/** Builds the project and waits for the compiler to close, which writes the persistent cache. */
async function build(options: BuildOptions = {}): Promise<Stats> {
  const compiler = projectCompiler(options);
  const stats = await new Promise<Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error ?? new Error("no stats")) : resolve(result))),
  );
  await new Promise<void>((resolve, reject) => compiler.close((error) => (error ? reject(error) : resolve())));
  return stats;
}

/** Whether the text file's module was built by its loader in this compilation, not restored from the cache. */
function textModuleBuilt(stats: Stats): boolean {
  const { modules, builtModules } = stats.compilation;
  const textModule = [...modules].find((module) => module.nameForCondition()?.endsWith("message.txt"));
  assert.ok(textModule, "the text module is in the compilation");
  return builtModules.has(textModule);
}

describe("LockfileBuildDependenciesPlugin", () => {
  it("puts the lockfile in place of the loader among the build dependencies", async () => {
    const stats = await build();
    assert.deepEqual(stats.compilation.errors, []);
    const dependencies = [...stats.compilation.buildDependencies];
    assert.ok(!dependencies.includes(loaderFile()), "the loader's file is not a build dependency");
    assert.ok(dependencies.includes(lockfile()), "the lockfile is");
  });

  it("without it, the loader's file is a build dependency", async () => {
    const stats = await build({ plugin: false });
    assert.ok([...stats.compilation.buildDependencies].includes(loaderFile()));
  });

  it("has replaced them when the watcher stores the build dependencies of a compilation invalidated as it ran, with no done hook before", async () => {
    const compiler = projectCompiler();
    let doneCalls = 0;
    compiler.hooks.done.tap("Test", () => void doneCalls++);
    const stores: { dependencies: string[]; afterDoneCalls: number }[] = [];
    compiler.cache.hooks.storeBuildDependencies.tap("Test", (dependencies) => {
      stores.push({ dependencies: [...dependencies], afterDoneCalls: doneCalls });
    });
    let settle: (error: Error | null) => void = () => undefined;
    const firstDone = new Promise<void>((resolve, reject) => {
      settle = (error) => (error ? reject(error) : resolve());
    });
    const watching = compiler.watch({}, (error) => settle(error));
    assert.ok(watching);
    // The first compilation starts on the next tick: this tap is in time for it.
    compiler.hooks.thisCompilation.tap("Test", (compilation) => {
      if (stores.length === 0) compilation.hooks.finishModules.tap("Test", () => watching.invalidate());
    });
    await firstDone;
    await new Promise((resolve) => watching.close(resolve));
    const [invalidated] = stores;
    assert.ok(invalidated, "the invalidated compilation's build dependencies were stored");
    assert.equal(invalidated.afterDoneCalls, 0);
    assert.ok(!invalidated.dependencies.includes(loaderFile()));
    assert.ok(invalidated.dependencies.includes(lockfile()));
  });

  it("takes webpack's managed paths as they are given, patterns included", async () => {
    const stats = await build({ snapshot: { managedPaths: [/^(.+?[\\/]node_modules[\\/])/] } });
    const dependencies = [...stats.compilation.buildDependencies];
    assert.ok(!dependencies.includes(loaderFile()));
    assert.ok(dependencies.includes(lockfile()));
    assert.ok(
      !dependencies.some((file) => file.includes(`${path.sep}node_modules${path.sep}`)),
      "webpack's own folder, installed too, is replaced as well",
    );
  });

  it("takes its own managed paths over webpack's", async () => {
    const stats = await build({ plugin: { managedPaths: [path.join(project, "elsewhere")] } });
    const dependencies = [...stats.compilation.buildDependencies];
    assert.ok(dependencies.includes(loaderFile()));
    assert.ok(!dependencies.includes(lockfile()), "no lockfile without a dependency it stands for");
  });

  it("leaves what webpack's unmanaged paths name", async () => {
    const stats = await build({
      snapshot: { managedPaths: [path.join(project, "node_modules")], unmanagedPaths: [loaderFolder()] },
    });
    assert.ok([...stats.compilation.buildDependencies].includes(loaderFile()));
  });

  it("takes a lockfile of another name", async () => {
    fs.renameSync(lockfile(), path.join(project, "yarn.lock"));
    const stats = await build({ plugin: { lockfile: path.join(project, "yarn.lock") } });
    assert.deepEqual(stats.compilation.warnings, []);
    assert.ok([...stats.compilation.buildDependencies].includes(path.join(project, "yarn.lock")));
  });

  it("without the lockfile, warns with its path and leaves the build dependencies as webpack made them", async () => {
    fs.rmSync(lockfile());
    const stats = await build();
    assert.deepEqual(
      stats.compilation.warnings.map((warning) => warning.message),
      [
        `LockfileBuildDependenciesPlugin: no lockfile at ${lockfile()}; the persistent cache follows the installed packages' files instead (set the plugin's "lockfile" option to the package manager's lockfile).`,
      ],
    );
    assert.ok([...stats.compilation.buildDependencies].includes(loaderFile()));
  });

  describe("with a persistent cache", () => {
    it("a second build with nothing changed is restored from the cache", async () => {
      assert.ok(textModuleBuilt(await build({ cache: true })), "the first build builds");
      assert.ok(!textModuleBuilt(await build({ cache: true })));
    });

    it("a changed lockfile starts the next build afresh", async () => {
      await build({ cache: true });
      writeLockfile("1.0.1");
      assert.ok(textModuleBuilt(await build({ cache: true })));
    });

    it("a package changed behind the package manager's back is not seen: the cache is used", async () => {
      await build({ cache: true });
      // The trade-off: only an install through the package manager, which rewrites the lockfile,
      // renews the cache. Without the plugin webpack would see this new version and rebuild.
      writeLoader("1.0.1");
      const stats = await build({ cache: true });
      assert.ok(!textModuleBuilt(stats));
      assert.match(readOutput(stats, "main.js"), /1\.0\.0/, "built with the loader the cache saw");
    });
  });

  describe("options", () => {
    const invalid: [string, unknown, RegExp][] = [
      [
        "a relative lockfile",
        { lockfile: "package-lock.json" },
        /options\.lockfile: The provided value "package-lock\.json" is not an absolute path/,
      ],
      ["a managed path of another type", { managedPaths: [42] }, /options\.managedPaths\[0\] should be one of these:/],
      ["an unknown option", { lockFile: "/package-lock.json" }, /options has an unknown property 'lockFile'/],
    ];
    for (const [what, options, message] of invalid) {
      it(`rejects ${what}`, () => {
        assert.throws(
          () => new LockfileBuildDependenciesPlugin(options as LockfileBuildDependenciesPluginOptions),
          message,
        );
      });
    }
  });
});
