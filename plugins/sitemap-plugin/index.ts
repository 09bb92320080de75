import { validate } from "schema-utils";
import type { Schema } from "schema-utils/declarations/validate.js";
import type { Compiler } from "webpack";
import { ContentIndexPlugin, emitText } from "../content-index-plugin/index.ts";
import schema from "./options.json" with { type: "json" };
import { sitemapXml } from "./sitemapXml.ts";

export interface SitemapPluginOptions {
  siteUrl: string;
  routes?: string[];
  filename?: string;
}

const PLUGIN_NAME = "SitemapPlugin";

/**
 * Emits `sitemap.xml`: the given routes, then every content page with the date of its last
 * change when the index has one. Builds on a ContentIndexPlugin of the same compiler through its
 * `emitAssets` hook.
 */
export class SitemapPlugin {
  private readonly options: Required<SitemapPluginOptions>;

  constructor(options: SitemapPluginOptions) {
    validate(schema as Schema, options, { name: PLUGIN_NAME, baseDataPath: "options" });
    this.options = { routes: [], filename: "sitemap.xml", ...options };
  }

  apply(compiler: Compiler): void {
    const { siteUrl, routes, filename } = this.options;
    ContentIndexPlugin.getHooks(compiler).emitAssets.tap(PLUGIN_NAME, (index, compilation) => {
      emitText(compilation, filename, sitemapXml(index, siteUrl, routes));
    });
  }
}

export default SitemapPlugin;
