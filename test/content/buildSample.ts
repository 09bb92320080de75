import { createRequire } from "node:module";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createFsFromVolume, Volume } from "memfs";
import webpack, { type Configuration, type MultiStats, type Stats } from "webpack";
import { loadSampleConfiguration } from "./loadSampleConfiguration.ts";
import { supplyMissingEntries, supplyMissingExports, supplyMissingFiles, writeShownFiles } from "./sampleProject.ts";

const require = createRequire(import.meta.url);

/** What a reader sees when building a sample: webpack's errors and warnings, and the emitted files. */
export interface SampleBuild {
  errors: string[];
  warnings: string[];
  /** Emitted assets by name, with their content. */
  assets: Map<string, string>;
  /** Every file of the project that loading the configuration or building read, absolute. */
  filesRead: Set<string>;
  /** The project folder the sample was built in. */
  folder: string;
  /** Files of the project that neither the sample nor the page showed, supplied from fixtures. */
  supplied: string[];
}

// A sample is a piece of configuration for a page about one option; the reader is told to set
// `mode` on the configuration page, so its absence is not the sample's warning.
const NO_MODE_WARNING = "The 'mode' option has not been set";

function run(compiler: webpack.Compiler | webpack.MultiCompiler): Promise<Stats | MultiStats> {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error || !stats) reject(error ?? new Error("webpack gave no stats"));
      else resolve(stats);
    });
  });
}

/**
 * A reader builds from the project's folder, which is webpack's default context. A sample that
 * says nothing of minimizing is built without it: minifying its few lines shows nothing, and
 * production's minimizer starts a worker pool each build (ten times a small build's time). Its
 * size hints are off too, since they would measure code no reader ships unminified.
 */
function withSampleDefaults(folder: string) {
  return (configuration: Configuration): Configuration => {
    const { optimization = {}, performance, cache } = configuration;
    const sample = { context: folder, ...configuration, cache: withProjectCacheDirectory(cache, folder) };
    if (optimization.minimize !== undefined || optimization.minimizer !== undefined) return sample;
    return {
      ...sample,
      optimization: { ...optimization, minimize: false },
      performance: performance ?? { hints: false },
    };
  };
}

/**
 * The filesystem cache's default folder is found from the working directory: the reader's project,
 * but the repository for a sample, where every sample would share (and race for) one cache.
 */
function withProjectCacheDirectory(cache: Configuration["cache"], folder: string): Configuration["cache"] {
  if (typeof cache !== "object" || cache.type !== "filesystem" || cache.cacheDirectory !== undefined) return cache;
  return { ...cache, cacheDirectory: path.join(folder, "node_modules/.cache/webpack") };
}

/** At most this many builds of a sample, each with the files the one before said were missing. */
const BUILD_ROUNDS = 4;

/**
 * Builds a configuration sample as a reader would, in a project folder of its own (new, inside the
 * repository so that the sample resolves the packages it installs), from the project's `directory`
 * where its title puts it: `files` are the page's files (by path in the project) written beside it; entries it names and the page did not show are generated. The
 * output stays in memory. A configuration that throws or fails validation, or a build that stops
 * on a fatal error, is a build with that one error.
 */
export async function buildSample(
  code: string,
  extension: ".js" | ".mjs" | ".cjs" | ".ts",
  files: ReadonlyMap<string, string>,
  folder: string,
  { directory = "", shownFailures = [] }: { directory?: string; shownFailures?: string[] } = {},
): Promise<SampleBuild> {
  mkdirSync(folder, { recursive: true });
  writeShownFiles(folder, files);
  // A configuration shown in a folder of the project (`app1/webpack.config.js`) is run from there.
  const configurationFolder = path.join(folder, directory);
  mkdirSync(configurationFolder, { recursive: true });
  const file = path.join(configurationFolder, `webpack.config${extension === ".js" ? ".cjs" : extension}`);
  writeFileSync(file, code);
  const build: SampleBuild = {
    errors: [],
    warnings: [],
    assets: new Map(),
    filesRead: new Set(),
    folder,
    supplied: [],
  };
  let compiler: webpack.Compiler | webpack.MultiCompiler;
  try {
    const configurations = (await loadSampleConfiguration(file)).map(withSampleDefaults(configurationFolder));
    // What the configuration required (a plugin or a loader of the page's) was read too.
    for (const loaded of Object.keys(require.cache)) if (loaded.startsWith(folder)) build.filesRead.add(loaded);
    const [only] = configurations;
    compiler = configurations.length === 1 && only ? webpack(only) : webpack(configurations);
  } catch (error) {
    build.errors.push(String(error));
    return build;
  }
  const compilers = "compilers" in compiler ? compiler.compilers : [compiler];
  for (const each of compilers) {
    build.supplied.push(...supplyMissingEntries(each));
    // After emitting, webpack keeps only the sizes of assets; their content is read as it is written.
    each.hooks.assetEmitted.tap("buildSample", (name, { content }) => void build.assets.set(name, content.toString()));
  }
  try {
    await buildUntilComplete(compiler, build, shownFailures);
  } finally {
    await new Promise((resolve) => compiler.close(resolve));
  }
  return build;
}

/**
 * Builds, supplies the project files the build says are missing, and builds again while it does;
 * not those of the messages with `shownFailures`' words, which the sample shows on purpose.
 */
async function buildUntilComplete(
  compiler: webpack.Compiler | webpack.MultiCompiler,
  build: SampleBuild,
  shownFailures: readonly string[],
): Promise<void> {
  const compilers = "compilers" in compiler ? compiler.compilers : [compiler];
  for (let round = 1; ; round += 1) {
    build.errors = [];
    build.warnings = [];
    build.assets.clear();
    for (const each of compilers) {
      each.outputFileSystem = createFsFromVolume(new Volume()) as unknown as webpack.OutputFileSystem;
      // Forget what the last round found missing.
      (each.inputFileSystem as { purge?: () => void } | null)?.purge?.();
    }
    let stats: Stats | MultiStats;
    try {
      stats = await run(compiler);
    } catch (error) {
      // A fatal error, named as webpack-cli prints it: code of the sample's that threw in a hook, say.
      build.errors.push(String(error));
      return;
    }
    for (const { compilation } of "stats" in stats ? stats.stats : [stats]) {
      build.errors.push(...compilation.getErrors().map((error) => error.message));
      const warnings = compilation.getWarnings().map((warning) => warning.message);
      build.warnings.push(...warnings.filter((warning) => !warning.includes(NO_MODE_WARNING)));
      for (const dependency of compilation.fileDependencies) build.filesRead.add(dependency);
    }
    if (round === BUILD_ROUNDS) return;
    // A message the sample is there to show (a file its configuration copies, missing) is kept.
    const messages = [...build.errors, ...build.warnings].filter(
      (message) => !shownFailures.some((words) => message.includes(words)),
    );
    const supplied = supplyMissingFiles(messages, build.folder);
    build.supplied.push(...supplied);
    const completed = supplyMissingExports(messages, build.supplied);
    if (supplied.length === 0 && completed.length === 0) return;
  }
}
