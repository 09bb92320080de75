import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { validate } from "schema-utils";
import type { Schema } from "schema-utils/declarations/validate.js";
import type { Compiler } from "webpack";
import { ContentIndexPlugin, type ContentIndex } from "../content-index-plugin/index.ts";
import { buildSearchIndex } from "./buildSearchIndex.ts";
import schema from "./options.json" with { type: "json" };
import { readSynonymTable } from "./synonymTable.ts";

export interface SearchIndexPluginOptions {
  /** See BuildSearchIndexOptions; 16 by default. */
  maxSectionsPerTerm?: number;
  /** An absolute path to the synonym table (YAML); none by default. */
  synonyms?: string;
}

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
  private readonly maxSectionsPerTerm: number;
  private readonly synonymsFile: string | undefined;

  constructor(options: SearchIndexPluginOptions = {}) {
    validate(schema as Schema, options, { name: PLUGIN_NAME, baseDataPath: "options" });
    this.maxSectionsPerTerm = options.maxSectionsPerTerm ?? 16;
    this.synonymsFile = options.synonyms;
  }

  apply(compiler: Compiler): void {
    let synonyms: string[][] = [];
    const { synonymsFile } = this;
    if (synonymsFile) {
      compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
        compilation.fileDependencies.add(synonymsFile);
        const where = path.relative(compiler.context, synonymsFile);
        let source: string;
        try {
          source = readFileSync(synonymsFile, "utf8");
        } catch (error) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(`${where}: cannot read the synonym table: ${String(error)}`),
          );
          synonyms = [];
          return;
        }
        const table = readSynonymTable(source);
        synonyms = table.groups;
        for (const { line, message } of table.problems) {
          compilation.errors.push(new compiler.webpack.WebpackError(`${where}:${line}: ${message}`));
        }
      });
    }
    let contentIndex: ContentIndex | undefined;
    const currentIndex = () => {
      if (!contentIndex) throw new Error(`${PLUGIN_NAME} needs a ContentIndexPlugin in the same compiler`);
      return contentIndex;
    };
    ContentIndexPlugin.getHooks(compiler).indexed.tap(PLUGIN_NAME, (index) => {
      contentIndex = index;
    });
    // The module's version is read from the index when the module is resolved.
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation, { normalModuleFactory }) => {
      normalModuleFactory.hooks.beforeResolve.tapPromise(PLUGIN_NAME, async (resolveData) => {
        if (resolveData.request.startsWith(`${SEARCH_INDEX_SCHEME}:`)) await ContentIndexPlugin.indexBuilt(compilation);
        return undefined;
      });
    });
    // The module is rebuilt only when what it is made of changes, not on every compilation.
    const version = () =>
      createHash("sha256")
        .update(
          JSON.stringify([
            synonyms,
            currentIndex().files.map(({ node, parsed }) => [
              node.url,
              node.title,
              node.description,
              parsed.frontMatter.keywords,
              parsed.frontMatter.package,
              parsed.sections,
            ]),
          ]),
        )
        .digest("base64url");
    new compiler.webpack.experiments.schemes.VirtualUrlPlugin(
      {
        index: {
          type: ".json",
          version,
          // A Buffer, not a string: webpack caches big strings slowly.
          source: () =>
            Buffer.from(
              JSON.stringify(
                buildSearchIndex(currentIndex(), { maxSectionsPerTerm: this.maxSectionsPerTerm, synonyms }),
              ),
            ),
        },
      },
      SEARCH_INDEX_SCHEME,
    ).apply(compiler);
  }
}

export default SearchIndexPlugin;
