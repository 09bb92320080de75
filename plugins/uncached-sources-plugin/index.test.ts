import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import MinimizerPlugin from "minimizer-webpack-plugin";
import webpack, { type Compiler, type Stats } from "webpack";
import { compile, getCompiler, readOutput } from "../../test/helpers/compiler.ts";
import { UncachedSourcesPlugin } from "./index.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Records, as the minimizers run, whether each JavaScript asset they get is webpack's CachedSource. */
class MinimizerInputRecorder {
  readonly cachedByAsset = new Map<string, boolean>();

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap("MinimizerInputRecorder", (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: "MinimizerInputRecorder", stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
        () => {
          for (const { name, source } of compilation.getAssets()) {
            if (name.endsWith(".js")) this.cachedByAsset.set(name, source instanceof webpack.sources.CachedSource);
          }
        },
      );
    });
  }
}

async function build(withPlugin: boolean): Promise<{ stats: Stats; recorder: MinimizerInputRecorder }> {
  const recorder = new MinimizerInputRecorder();
  const compiler = getCompiler({
    mode: "production",
    context: here,
    target: "web",
    entry: { app: "./test-fixtures/app.js" },
    output: { path: path.join(here, "dist"), filename: "[name].js", chunkFilename: "[name].js" },
    // The recorder is applied first, so at their shared stage it sees the assets before the minimizer.
    plugins: [...(withPlugin ? [new UncachedSourcesPlugin()] : []), recorder],
    optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, parallel: false })] },
  });
  return { stats: await compile(compiler), recorder };
}

describe("UncachedSourcesPlugin", () => {
  it("gives the minimizer each chunk's source, not webpack's cached wrapper of it", async () => {
    const { stats, recorder } = await build(true);
    assert.deepEqual(stats.compilation.errors, []);
    assert.ok(recorder.cachedByAsset.size >= 2, "the entry and its lazy chunk were seen");
    assert.deepEqual(
      [...recorder.cachedByAsset.values()],
      [...recorder.cachedByAsset.values()].map(() => false),
    );
  });

  it("without it, the minimizer reads through webpack's cached wrapper", async () => {
    const { recorder } = await build(false);
    assert.ok([...recorder.cachedByAsset.values()].every(Boolean));
  });

  it("changes nothing in the output: the same minified files", async () => {
    const [withPlugin, without] = await Promise.all([build(true), build(false)]);
    const files = Object.keys(without.stats.compilation.assets).sort();
    assert.deepEqual(Object.keys(withPlugin.stats.compilation.assets).sort(), files);
    for (const file of files) assert.equal(readOutput(withPlugin.stats, file), readOutput(without.stats, file));
    assert.doesNotMatch(readOutput(withPlugin.stats, "app.js"), /\bdescription\b/, "minified");
  });
});
