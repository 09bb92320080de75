import { validate } from "schema-utils";
import type { Schema } from "schema-utils/declarations/validate.js";
import type { Compiler } from "webpack";
import { ContentIndexPlugin } from "../content-index-plugin/index.ts";
import { contributorsOf } from "./contributors.ts";
import { readGitHistory } from "./gitHistory.ts";
import schema from "./options.json" with { type: "json" };

export interface ContributorsPluginOptions {
  authorHandles?: Record<string, string>;
  excludedContributors?: string[];
}

const PLUGIN_NAME = "ContributorsPlugin";

/**
 * Gives every page of the content index its contributors (the authors of its commits and the
 * handles its front matter names) and `updated`, the date of its newest commit, from the content
 * folder's git history. Taps a ContentIndexPlugin's `enrich` hook, so the app, the sitemap and
 * every other reader of the index see them.
 */
export class ContributorsPlugin {
  private readonly options: Required<ContributorsPluginOptions>;

  constructor(options: ContributorsPluginOptions = {}) {
    validate(schema as Schema, options, { name: PLUGIN_NAME, baseDataPath: "options" });
    this.options = { authorHandles: {}, excludedContributors: [], ...options };
  }

  apply(compiler: Compiler): void {
    const contributorOptions = {
      authorHandles: this.options.authorHandles,
      excluded: this.options.excludedContributors,
    };
    let history: ReturnType<typeof readGitHistory> | undefined;
    ContentIndexPlugin.getHooks(compiler).enrich.tapPromise(PLUGIN_NAME, async (index) => {
      // Watching, the history is read once: git costs 50 to 100 ms of every rebuild, and a commit
      // made meanwhile shows its dates and contributors at the next start.
      if (!compiler.watchMode || !history) history = readGitHistory(index.contentDirectory);
      const histories = await history;
      for (const { node, absolutePath, parsed } of index.files) {
        const fileHistory = histories.get(absolutePath);
        const handles = parsed.frontMatter.contributors ?? [];
        node.contributors = contributorsOf(fileHistory?.commits ?? [], handles, contributorOptions);
        if (fileHistory) node.updated = fileHistory.updated;
      }
    });
  }
}

export default ContributorsPlugin;
