import type { Compiler } from "webpack";

const PLUGIN_NAME = "UncachedSourcesPlugin";

/**
 * Hands the minimizers each chunk's source without webpack's memo of its text. webpack wraps every
 * chunk it renders in a `CachedSource` and keeps that object in its asset cache (in memory, until
 * the persistent cache is written after the build): once a minimizer reads the text through it,
 * the unminified text of every chunk stays in memory to the end, though the asset is minified
 * and the text never read again (at four times the pages, 260 MB of heap). Just before the
 * minimizers (`PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1`) this puts the source the cache wraps in
 * its place: the text is built when a minimizer reads it and dropped with the minimizer's input.
 */
export class UncachedSourcesPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1 },
        () => {
          for (const { name, source } of compilation.getAssets()) {
            if (source instanceof sources.CachedSource) compilation.updateAsset(name, source.original());
          }
        },
      );
    });
  }
}

export default UncachedSourcesPlugin;
