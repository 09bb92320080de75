import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { describe, it } from "node:test";
import webpack from "webpack";
import { documentedFlags, webpackCliFlags } from "./cliFlags.ts";
import { contentDirectory, headingTexts, readContent } from "./readContent.ts";

const require = createRequire(import.meta.url);

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
