import path from "node:path";
import { validate } from "schema-utils";
import type { Schema } from "schema-utils/declarations/validate.js";
import type { Compilation, Compiler } from "webpack";
import schema from "./options.json" with { type: "json" };

type PathPattern = string | RegExp;

export interface LockfileBuildDependenciesPluginOptions {
  /** The package manager's lockfile, absolute. Default: `package-lock.json` in the compiler's context. */
  lockfile?: string;
  /** Where only the package manager writes: absolute folders or patterns. Default: webpack's `snapshot.managedPaths`. */
  managedPaths?: PathPattern[];
}

const PLUGIN_NAME = "LockfileBuildDependenciesPlugin";

/**
 * Whether a path lies in one of the folders or matches one of the patterns, as webpack's
 * `FileSystemInfo` classifies paths for its snapshots (a folder matches only whole: with its separator).
 */
function inAnyOf(patterns: PathPattern[]): (file: string) => boolean {
  const folders = patterns
    .filter((pattern) => typeof pattern === "string")
    .map((folder) => path.join(folder, path.sep));
  const expressions = patterns.filter((pattern) => pattern instanceof RegExp);
  return (file) =>
    folders.some((folder) => file.startsWith(folder)) || expressions.some((pattern) => pattern.test(file));
}

/**
 * Puts the package manager's lockfile in the place of the installed packages among the persistent
 * cache's build dependencies. Every loader a module used is a build dependency (webpack adds its
 * path to the module's `buildInfo.buildDependencies`); when it stores the cache, webpack resolves
 * each one and follows everything it requires (`require.cache`, or an ES module parser), so that a
 * change anywhere in that code makes the next build start afresh. For ts-loader, @mdx-js/loader or
 * css-loader that is hundreds of files inside `node_modules`, walked on every cold build. Those
 * files change only when the package manager installs, and then it rewrites the lockfile: one file
 * stands for all of them.
 */
export class LockfileBuildDependenciesPlugin {
  private readonly options: LockfileBuildDependenciesPluginOptions;

  constructor(options: LockfileBuildDependenciesPluginOptions = {}) {
    validate(schema as Schema, options, { name: PLUGIN_NAME, baseDataPath: "options" });
    this.options = options;
  }

  apply(compiler: Compiler): void {
    const lockfile = this.options.lockfile ?? path.join(compiler.context, "package-lock.json");
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      // `afterSeal` follows `summarizeDependencies()`, which gathers the modules' and the child
      // compilations' build dependencies, and precedes every store of them: the compiler's after
      // `done`, and the watcher's after `done` or, for a compilation invalidated while it ran, without it.
      compilation.hooks.afterSeal.tapAsync(PLUGIN_NAME, (callback) => {
        // Read here, not in apply(): webpack fills in its defaults after applying the plugins.
        const { managedPaths = [], unmanagedPaths = [] } = compiler.options.snapshot;
        const inManaged = inAnyOf(this.options.managedPaths ?? managedPaths);
        // A path webpack is told is not managed (a package linked for editing) keeps being followed.
        const inUnmanaged = inAnyOf(unmanagedPaths);
        const installed = [...compilation.buildDependencies].filter((file) => inManaged(file) && !inUnmanaged(file));
        if (installed.length === 0) return callback();
        compilation.inputFileSystem.stat(lockfile, (error) => {
          if (error) warnMissingLockfile(compilation, lockfile);
          else {
            for (const file of installed) compilation.buildDependencies.delete(file);
            compilation.buildDependencies.add(lockfile);
          }
          callback();
        });
      });
    });
  }
}

/**
 * Without the lockfile, nothing would tell the cache that a package changed: the build dependencies
 * stay as webpack made them, correct and slower, and the build says why.
 */
function warnMissingLockfile(compilation: Compilation, lockfile: string): void {
  const warning = new compilation.compiler.webpack.WebpackError(
    `${PLUGIN_NAME}: no lockfile at ${lockfile}; the persistent cache follows the installed packages' files instead (set the plugin's "lockfile" option to the package manager's lockfile).`,
  );
  compilation.warnings.push(warning);
}

export default LockfileBuildDependenciesPlugin;
