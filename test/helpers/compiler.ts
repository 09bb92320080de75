import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import webpack, { type Configuration, type Stats } from "webpack";

/** A webpack compiler for a test: node target, no minification, output in a fresh temp folder. */
export function getCompiler(configuration: Configuration): webpack.Compiler {
  return webpack({
    mode: "development",
    devtool: false,
    target: "node",
    output: { path: mkdtempSync(path.join(os.tmpdir(), "webpack-test-")), library: { type: "commonjs2" } },
    infrastructureLogging: { level: "error" },
    ...configuration,
  });
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

/** Error messages of a compilation, as a reader of the terminal would see them. */
export function errorMessages(stats: Stats): string[] {
  return stats.compilation.errors.map((error) => error.message);
}
