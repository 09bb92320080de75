import { createHash } from "node:crypto";
import { validate } from "schema-utils";
import type { Schema } from "schema-utils/declarations/validate.js";
import type { Compiler } from "webpack";
import { ContentIndexPlugin, type ContentIndex } from "../content-index-plugin/index.ts";
import { buildSearchIndex, type BuildSearchIndexOptions } from "./buildSearchIndex.ts";
import schema from "./options.json" with { type: "json" };

export type SearchIndexPluginOptions = Partial<BuildSearchIndexOptions>;

const PLUGIN_NAME = "SearchIndexPlugin";
/** The app imports the index as `search:index`, a JSON module webpack puts in a chunk of its own. */
export const SEARCH_INDEX_SCHEME = "search";

/**
 * Turns the content index into a full-text search index (MiniSearch, in the compact format of
 * `common/searchIndexFormat.ts`) and serves it as the module `search:index`. The app loads it with a dynamic
 * `import()`, so it is a lazily loaded, content-hashed chunk like any other.
 * Needs a ContentIndexPlugin in the same compiler: it reads the index from its `indexed` hook.
 */
export class SearchIndexPlugin {
  private readonly options: BuildSearchIndexOptions;

  constructor(options: SearchIndexPluginOptions = {}) {
    validate(schema as Schema, options, { name: PLUGIN_NAME, baseDataPath: "options" });
    this.options = { maxSectionsPerTerm: 20, ...options };
  }

  apply(compiler: Compiler): void {
    let contentIndex: ContentIndex | undefined;
    const currentIndex = () => {
      if (!contentIndex) throw new Error(`${PLUGIN_NAME} needs a ContentIndexPlugin in the same compiler`);
      return contentIndex;
    };
    ContentIndexPlugin.getHooks(compiler).indexed.tap(PLUGIN_NAME, (index) => {
      contentIndex = index;
    });
    // The module is rebuilt only when what it is made of changes, not on every compilation.
    const version = () =>
      createHash("sha256")
        .update(
          JSON.stringify(
            currentIndex().files.map(({ node, parsed }) => [node.url, node.title, node.description, parsed.sections]),
          ),
        )
        .digest("base64url");
    new compiler.webpack.experiments.schemes.VirtualUrlPlugin(
      {
        index: {
          type: ".json",
          version,
          // A Buffer, not a string: webpack caches big strings slowly.
          source: () => Buffer.from(JSON.stringify(buildSearchIndex(currentIndex(), this.options))),
        },
      },
      SEARCH_INDEX_SCHEME,
    ).apply(compiler);
  }
}

export default SearchIndexPlugin;
