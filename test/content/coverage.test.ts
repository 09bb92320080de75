import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, it } from "node:test";
import webpack from "webpack";
import { documentedFlags, webpackCliFlags } from "./cliFlags.ts";
import { contentDirectory, headingTexts, readContent } from "./readContent.ts";

const require = createRequire(import.meta.url);

/** The errors and warnings of the installed webpack: every class in lib/errors that extends WebpackError. */
function webpackErrorClasses(): string[] {
  const directory = path.join(path.dirname(require.resolve("webpack/package.json")), "lib/errors");
  return readdirSync(directory)
    .filter((file) => /class \w+ extends WebpackError\b/.test(readFileSync(path.join(directory, file), "utf8")))
    .map((file) => path.basename(file, ".js"));
}

function missing(names: Iterable<string>, documented: ReadonlySet<string>): string[] {
  return [...names].filter((name) => !documented.has(name)).sort();
}

describe("documentation coverage of the installed webpack", () => {
  it("documents every top-level configuration option on a hand-written configuration page", () => {
    const schema = require("webpack/schemas/WebpackOptions.json") as { properties: Record<string, unknown> };
    const documented = headingTexts(readContent("configuration"));
    assert.deepEqual(missing(Object.keys(schema.properties), documented), []);
  });

  it("documents every hook of Compiler, Compilation, the module factories and JavascriptParser", () => {
    const compiler = webpack({ entry: "./index.js", context: process.cwd() });
    const params = compiler.newCompilationParams();
    const compilation = compiler.newCompilation(params);
    const JavascriptParser = require("webpack/lib/javascript/JavascriptParser");
    const pages: [string, object][] = [
      ["api/compiler-hooks.md", compiler.hooks],
      ["api/compilation-hooks.md", compilation.hooks],
      ["api/normalmodulefactory-hooks.md", params.normalModuleFactory.hooks],
      ["api/contextmodulefactory-hooks.md", params.contextModuleFactory.hooks],
      ["api/parser.md", new JavascriptParser().hooks],
    ];
    const all = readContent("api");
    for (const [file, hooks] of pages) {
      const page = all.filter((candidate) => candidate.file === file);
      assert.equal(page.length, 1, `${file} exists`);
      assert.deepEqual(missing(Object.keys(hooks), headingTexts(page)), [], `hooks missing from ${file}`);
    }
  });

  it("explains every error and warning class of the installed webpack in the error index", () => {
    const classes = webpackErrorClasses();
    // A few would mean lib/errors moved or its classes are written another way.
    assert.ok(classes.length > 50 && classes.includes("ModuleNotFoundError"), "webpack's error classes are read");
    // An entry's heading is the class's name, then perhaps the words of its message: "`ModuleNotFoundError`: Module not found".
    const entries = new Set([...headingTexts(readContent("errors"))].map((heading) => heading.split(":")[0] ?? ""));
    assert.deepEqual(missing(classes, entries), [], "errors missing from content/errors/");
  });

  it("documents every flag of the installed webpack-cli on the CLI page", () => {
    const flags = webpackCliFlags();
    // The verbose help lists hundreds; a handful would mean the help could no longer be read.
    assert.ok(
      flags.length > 300 && flags.includes("--config") && flags.includes("--mode"),
      "webpack-cli's flags are read",
    );
    const documented = documentedFlags(`${contentDirectory}/api/cli.md`);
    assert.deepEqual(missing(flags, documented), [], "flags missing from api/cli.md");
  });
});
