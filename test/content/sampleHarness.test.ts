import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { parseCodeMeta } from "../../markdown/plugins/rehype-code-blocks/meta.ts";
import { rootDirectory } from "../../paths.ts";
import { buildSample } from "./buildSample.ts";
import { sampleBuildProblems } from "./checkSampleBuild.ts";
import { fixturesForRules } from "./ruleFixtures.ts";
import { snippetProject } from "./snippetProject.ts";

const projects = mkdtempSync(path.join(rootDirectory, ".cache/sample-harness-"));
after(() => rmSync(projects, { recursive: true, force: true }));
let count = 0;

/** Builds a configuration sample with its fence's meta, and returns what the doc-tests would report. */
async function problemsOf(code: string, meta = "", files: Record<string, string> = {}): Promise<string[]> {
  count += 1;
  const build = await buildSample(code, ".js", new Map(Object.entries(files)), path.join(projects, String(count)));
  return sampleBuildProblems(build, parseCodeMeta(meta).expect);
}

describe("the doc-tests' sample builds", () => {
  it("import a fixture for each rule, so that a rule which cannot work fails its sample", async () => {
    const rules = [{ test: /\.css$/i, type: "css" }];
    assert.deepEqual(fixturesForRules(rules, "/project/src"), ["sample.css"]);
    const inline = [
      { test: /\.css$/i, resourceQuery: /inline/, type: "css" },
      { test: /\.svg$/, oneOf: [{ resourceFragment: /^#sprite$/ }] },
    ];
    assert.deepEqual(fixturesForRules(inline, "/project/src"), ["sample.css?inline", "sample.svg#sprite"]);
    const problems = await problemsOf(
      `module.exports = { module: { rules: ${"[{ test: /\\.css$/i, type: 'css' }]"} } };`,
    );
    assert.match(problems.join("\n"), /No parser registered for css/);
  });

  it("pass a working configuration, and check what its fence expects of the build", async () => {
    const code = `const webpack = require("webpack");
module.exports = { plugins: [new webpack.DefinePlugin({ VERSION: JSON.stringify("1.2.3") })] };`;
    const files = { "src/index.js": "console.log(VERSION);\n" };
    assert.deepEqual(await problemsOf(code, 'expect-content="1.2.3" expect-emitted="main.js"', files), []);
    assert.deepEqual(await problemsOf(code, 'expect-content="4.5.6"', files), ['no emitted JavaScript has "4.5.6"']);
  });

  it("report a warning the fence does not expect, and accept the one it names", async () => {
    const code = "module.exports = { amd: false };";
    const files = { "src/index.js": 'require(["./widget"], (widget) => widget);\n' };
    const unexpected = await problemsOf(code, "", files);
    assert.equal(unexpected.length, 1);
    assert.match(unexpected[0] ?? "", /^warning: Critical dependency/);
    assert.deepEqual(await problemsOf(code, 'expect-warning="Critical dependency"', files), []);
  });

  it("treat a configuration webpack rejects as the build's error", async () => {
    const code = "module.exports = { module: { rule: [] } };";
    assert.deepEqual(await problemsOf(code, `expect-error="unknown property 'rule'"`), []);
  });

  it("supply the files a shown module imports and the page did not show, with the exports it uses", async () => {
    const files = {
      "src/index.js": 'import { render } from "./render.js";\nimport "./theme.css";\nrender();\nrender();\n',
    };
    assert.deepEqual(await problemsOf("module.exports = {};", "", files), []);
  });

  it("run a hook snippet inside a plugin, so that a hook webpack does not have fails", async () => {
    const working = snippetProject("compilation", 'compilation.hooks.seal.tap("Sample", () => {});');
    const missing = snippetProject("compilation", 'compilation.hooks.noSuchHook.tap("Sample", () => {});');
    assert.ok(working && missing);
    assert.deepEqual(await problemsOf(working.configuration), []);
    assert.match(
      (await problemsOf(missing.configuration)).join("\n"),
      /Cannot read properties of undefined \(reading 'tap'\)/,
    );
  });
});
