import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Configuration } from "webpack";
import { ContentIndexPlugin, type ContentIndexPluginOptions } from "../../plugins/content-index-plugin/index.ts";
import { remarkPlugins } from "../../markdown/site/pipeline.ts";
import { getCompiler } from "./compiler.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

/** The small content folder the plugins' tests compile. */
export const fixtureContent = path.join(here, "../fixtures/content");

/**
 * The site's pages are MDX modules, which each section's module loads; in a test compiler each
 * page's module is its text, enough to tell which file was loaded.
 */
export const pagesAsText = { rules: [{ test: /\.mdx?$/, type: "asset/source" as const }] };

/**
 * A test compiler of `plugins` that build on the content index: a ContentIndexPlugin reads
 * `contentDirectory` (the fixture unless `indexOptions` says otherwise) for an entry that imports
 * the index, with the output in memory.
 */
export function contentIndexCompiler(
  plugins: NonNullable<Configuration["plugins"]>,
  indexOptions: Partial<ContentIndexPluginOptions> = {},
) {
  return getCompiler({
    context: path.join(here, "../../plugins/content-index-plugin"),
    entry: "./test-fixtures/entry.js",
    module: pagesAsText,
    plugins: [
      new ContentIndexPlugin({
        contentDirectory: fixtureContent,
        editBase: "https://example.test/edit/",
        siteUrl: "https://webpack.js.org",
        siteName: "Fixture Docs",
        remarkPlugins,
        emit: false,
        ...indexOptions,
      }),
      ...plugins,
    ],
  });
}
