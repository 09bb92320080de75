import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import webpack, { type Compiler, type Configuration } from "webpack";
import { compile } from "../helpers/compiler.ts";

const repository = path.join(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * A new folder for a test run's projects, under the repository's git-ignored `.cache/`; one per run,
 * so that two runs at the same time (two people testing one checkout) never share a project.
 */
export function projectsFolder(prefix: string): string {
  const cache = path.join(repository, ".cache");
  mkdirSync(cache, { recursive: true });
  return mkdtempSync(path.join(cache, prefix));
}

/** What npm writes into a project; the test links the repository's packages instead of installing. */
export const INSTALLED_ENTRIES = new Set(["node_modules", "package-lock.json"]);

export interface BuildResult {
  /** What the reader's terminal shows: npm's echo of a script, then webpack's stats. */
  log: string;
  /** Every file the build emitted: its path in the project, and where it was written. */
  emitted: Map<string, string>;
}

interface PackageJson {
  name?: string;
  version?: string;
  scripts?: Record<string, string>;
}

/** Splits webpack-cli arguments into the configuration file and the schema flags. */
function parseArguments(words: string[]): { configFile: string; flags: Record<string, string | boolean> } {
  let configFile = "webpack.config.js";
  const flags: Record<string, string | boolean> = {};
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? "";
    if (!word.startsWith("--")) throw new Error(`cannot run webpack with the argument "${word}"`);
    const [name = "", inlineValue] = word.slice(2).split("=", 2);
    const next = words[index + 1];
    const takesNext = inlineValue === undefined && next !== undefined && !next.startsWith("--");
    if (takesNext) index += 1;
    const value = inlineValue ?? (takesNext ? next : true);
    if (name === "config" && typeof value === "string") configFile = value;
    else flags[name] = value;
  }
  return { configFile, flags };
}

/**
 * Lets the builds of one project reuse each other's minified files. A guide rebuilds the same large
 * chunk (lodash) several times, and minifying it takes most of a build's time. Only the
 * minimizer's results are shared: modules are still built each time, so every build prints the
 * stats of a fresh `npx webpack`.
 */
class SharedMinimizerCache {
  readonly #results = new Map<string, unknown>();

  apply(compiler: Compiler): void {
    const { minimizer, minimizeOptions } = compiler.options.optimization;
    const settings = JSON.stringify([minimizer, minimizeOptions]);
    const key = (identifier: string, etag: unknown) =>
      identifier.startsWith("TerserWebpackPlugin|") ? `${identifier}|${String(etag)}|${settings}` : undefined;
    const stage = webpack.cache.Cache.STAGE_MEMORY;
    compiler.cache.hooks.get.tap({ name: "SharedMinimizerCache", stage }, (identifier, etag) => {
      const found = key(identifier, etag);
      return found === undefined ? undefined : this.#results.get(found);
    });
    compiler.cache.hooks.store.tap({ name: "SharedMinimizerCache", stage }, (identifier, etag, data) => {
      const found = key(identifier, etag);
      if (found !== undefined) this.#results.set(found, data);
    });
  }
}

/**
 * A reader's project in a folder under `.cache/`: the files a guide shows are written into it and
 * built with the installed webpack through its Node API, as webpack-cli would build them.
 */
export class GuideProject {
  readonly #require: NodeJS.Require;
  readonly #minimizerCache = new SharedMinimizerCache();

  constructor(readonly directory: string) {
    rmSync(directory, { recursive: true, force: true });
    mkdirSync(directory, { recursive: true });
    // A link instead of `npm install`: packages resolve as the reader's would, from ./node_modules.
    symlinkSync(path.join(repository, "node_modules"), path.join(directory, "node_modules"), "dir");
    // What `npm init -y` and the guides' edits leave: no "type", so `.js` files are CommonJS.
    this.write(
      "package.json",
      `${JSON.stringify({ name: path.basename(directory), version: "1.0.0", private: true }, null, 2)}\n`,
    );
    this.#require = createRequire(path.join(directory, "package.json"));
  }

  write(file: string, content: string): void {
    const target = path.join(this.directory, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }

  read(file: string): string {
    return readFileSync(path.join(this.directory, file), "utf8");
  }

  exists(file: string): boolean {
    return existsSync(path.join(this.directory, file));
  }

  /** Every file of the project, relative to it, leaving out what npm would have installed. */
  files(folder = ""): string[] {
    return readdirSync(path.join(this.directory, folder), { withFileTypes: true })
      .filter((entry) => !INSTALLED_ENTRIES.has(entry.name))
      .flatMap((entry) => {
        const file = path.posix.join(folder, entry.name);
        return entry.isDirectory() ? this.files(file) : [file];
      })
      .sort();
  }

  /** Where the build of `command` writes, relative to the project: webpack's default is `dist`. */
  async outputFolder(command: string): Promise<string> {
    const { configuration } = await this.#configuration(command);
    return this.#relative(this.#outputPath(configuration));
  }

  /**
   * Runs a command a guide shows (`npx webpack …` or `npm run <script>`) and returns its output. A
   * preview builds the same into a folder beside the project, to learn what the build would emit
   * without changing what the reader's next build finds in the output folder.
   */
  async build(command: string, { preview = false } = {}): Promise<BuildResult> {
    const { echo, configuration } = await this.#configuration(command);
    const outputPath = this.#outputPath(configuration);
    const previewPath = `${this.directory}.preview`;
    if (preview) rmSync(previewPath, { recursive: true, force: true });
    const compiler = this.#createCompiler({
      ...configuration,
      ...(preview && { output: { ...configuration.output, path: previewPath } }),
      // node_modules is a link into the repository: keeping its path makes module paths (and the
      // ids derived from them) the same as in a reader's project.
      resolve: { ...configuration.resolve, symlinks: false },
    });
    if (!preview && this.#relative(compiler.outputPath).startsWith("..")) {
      throw new Error(`the build would write outside the project, to ${compiler.outputPath}`);
    }
    this.#minimizerCache.apply(compiler);
    const stats = await compile(compiler);
    const emitted = new Map(
      stats.compilation
        .getAssets()
        .map(({ name }) => [this.#relative(path.join(outputPath, name)), path.join(compiler.outputPath, name)]),
    );
    return { log: echo + stats.toString(compiler.options.stats), emitted };
  }

  #outputPath(configuration: Configuration): string {
    return configuration.output?.path ?? path.join(this.directory, "dist");
  }

  #relative(file: string): string {
    return path.relative(this.directory, file).split(path.sep).join("/");
  }

  /** The configuration a command builds with, as webpack-cli makes it from the file and the flags. */
  async #configuration(command: string): Promise<{ echo: string; configuration: Configuration }> {
    const { echo, words } = this.#webpackCommand(command);
    const { configFile, flags } = parseArguments(words);
    const configuration = await this.#loadConfiguration(configFile, flags);
    // The declared type wants arrays, but an array means a flag given several times: webpack-cli
    // passes a flag given once as its value.
    const values = flags as unknown as Parameters<typeof webpack.cli.processArguments>[2];
    const problems = webpack.cli.processArguments(webpack.cli.getArguments(), configuration, values);
    if (problems) throw new Error(`webpack-cli would reject: ${JSON.stringify(problems)}`);
    return { echo, configuration };
  }

  /** webpack resolves defaults such as `output.path` against the working directory, where the reader runs it. */
  #createCompiler(configuration: Configuration): Compiler {
    const workingDirectory = process.cwd();
    process.chdir(this.directory);
    try {
      return webpack(configuration);
    } finally {
      process.chdir(workingDirectory);
    }
  }

  /** The words after `webpack`, and the lines npm prints before running a script. */
  #webpackCommand(command: string): { echo: string; words: string[] } {
    const [first, second, ...rest] = command.trim().split(/\s+/);
    if (first === "npx" && second === "webpack") return { echo: "", words: rest };
    const [script = "", ...extra] = rest;
    if (first !== "npm" || second !== "run") throw new Error(`"${command}" does not run webpack`);
    const manifest = JSON.parse(this.read("package.json")) as PackageJson;
    const line = manifest.scripts?.[script];
    if (!line) throw new Error(`package.json has no "${script}" script`);
    const [program, ...words] = line.split(/\s+/);
    if (program !== "webpack") throw new Error(`the "${script}" script does not run webpack`);
    const forwarded = extra[0] === "--" ? extra.slice(1) : extra;
    return { echo: `> ${manifest.name}@${manifest.version} ${script}\n> ${line}\n\n`, words: [...words, ...forwarded] };
  }

  /** Loads the configuration as webpack-cli does: none is fine, a function gets `env` and `argv`. */
  async #loadConfiguration(configFile: string, flags: Record<string, string | boolean>): Promise<Configuration> {
    const file = path.join(this.directory, configFile);
    if (!existsSync(file)) return {};
    // Each step of a guide rewrites the file, so never reuse the previous version.
    delete this.#require.cache[file];
    const exported = this.#require(file) as Configuration | ((env: object, argv: object) => Configuration);
    if (typeof exported !== "function") return exported;
    const env = { WEBPACK_BUNDLE: true, WEBPACK_BUILD: true };
    return await exported(env, { ...flags, env });
  }
}
