import { Module } from "node:module";
import path from "node:path";
import { createFsFromVolume, Volume } from "memfs";
import webpack, { type Configuration, type Stats } from "webpack";
import { rootDirectory } from "../../paths.ts";

/**
 * Where test compilations say they write. Nothing reaches the disk (the output file system is in
 * memory); the folder is inside the project so that a bundle run by `requireOutput` resolves its
 * external packages from the project's node_modules.
 */
const OUTPUT_PATH = path.join(rootDirectory, ".cache/test-output");

/** A webpack compiler for a test: node target, no minification, output in memory. */
export function getCompiler(configuration: Configuration): webpack.Compiler {
  const compiler = webpack({
    mode: "development",
    devtool: false,
    target: "node",
    output: { path: OUTPUT_PATH, library: { type: "commonjs2" } },
    infrastructureLogging: { level: "error" },
    ...configuration,
  });
  compiler.outputFileSystem = createFsFromVolume(new Volume()) as unknown as webpack.OutputFileSystem;
  return compiler;
}

/** Runs one compilation and resolves with its stats (errors are in the stats, not thrown). */
export function compile(compiler: webpack.Compiler): Promise<Stats> {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error ?? new Error("no stats"));
      else resolve(stats);
    });
  });
}

/** A file the compilation wrote, read back from its output file system. */
export function readOutput(stats: Stats, name: string): string {
  const { compiler, outputOptions } = stats.compilation;
  const file = path.join(outputOptions.path ?? "", name);
  const fs = compiler.outputFileSystem as unknown as { readFileSync(file: string, encoding: "utf8"): string };
  return fs.readFileSync(file, "utf8");
}

type CompilableModule = Module & { _compile(code: string, filename: string): void };

/**
 * Runs an emitted CommonJS bundle as Node would from its output path, and returns its exports.
 * Relative requires (a node bundle's async chunks) are read from the output too; packages come
 * from the project's node_modules.
 */
export function requireOutput<Exports>(stats: Stats, name: string): Exports {
  const outputPath = stats.compilation.outputOptions.path ?? "";
  const filename = path.join(outputPath, name);
  const bundle = new Module(filename) as CompilableModule;
  bundle.filename = filename;
  bundle.paths = (Module as unknown as { _nodeModulePaths(directory: string): string[] })._nodeModulePaths(
    path.dirname(filename),
  );
  const requirePackage = bundle.require.bind(bundle);
  bundle.require = ((request: string) =>
    request.startsWith(".")
      ? requireOutput(stats, path.relative(outputPath, path.resolve(path.dirname(filename), request)))
      : requirePackage(request)) as NodeJS.Require;
  bundle._compile(readOutput(stats, name), filename);
  return bundle.exports as Exports;
}

/** Error messages of a compilation, as a reader of the terminal would see them. */
export function errorMessages(stats: Stats): string[] {
  return stats.compilation.errors.map((error) => error.message);
}
