import { validate } from "schema-utils";
import type { Schema } from "schema-utils/declarations/validate.js";
import type { Compiler } from "webpack";
import { markdownUrlOf } from "../../common/markdownUrl.ts";
import { ContentIndexPlugin, emitText } from "../content-index-plugin/index.ts";
import { llmsFullTxt, llmsTxt, pageDocument } from "./llmsText.ts";
import schema from "./options.json" with { type: "json" };

export interface LlmsTxtPluginOptions {
  siteUrl: string;
  siteName: string;
  siteDescription?: string;
}

const PLUGIN_NAME = "LlmsTxtPlugin";

/**
 * Emits the site for tools (llmstxt.org): every page's Markdown at its address plus `index.md`,
 * `llms.txt` (a list of those, section by section) and `llms-full.txt` (all of them in one file).
 * Builds on a ContentIndexPlugin of the same compiler through its `emitAssets` hook: the page's
 * Markdown text is what the index parsed.
 */
export class LlmsTxtPlugin {
  private readonly options: LlmsTxtPluginOptions;

  constructor(options: LlmsTxtPluginOptions) {
    validate(schema as Schema, options, { name: PLUGIN_NAME, baseDataPath: "options" });
    this.options = options;
  }

  apply(compiler: Compiler): void {
    const { siteUrl, siteName, siteDescription } = this.options;
    const site = { name: siteName, description: siteDescription, siteUrl };
    ContentIndexPlugin.getHooks(compiler).emitAssets.tap(PLUGIN_NAME, (index, compilation) => {
      for (const file of index.files) {
        emitText(compilation, markdownUrlOf(file.node.url).slice(1), pageDocument(file, siteUrl));
      }
      emitText(compilation, "llms.txt", llmsTxt(index, site));
      emitText(compilation, "llms-full.txt", llmsFullTxt(index, site));
    });
  }
}

export default LlmsTxtPlugin;
