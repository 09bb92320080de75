import { validate } from "schema-utils";
import type { Schema } from "schema-utils/declarations/validate.js";
import type { Compiler } from "webpack";
import { ContentIndexPlugin, emitText } from "../content-index-plugin/index.ts";
import { blogFeeds, type FeedSettings } from "./blogFeeds.ts";
import schema from "./options.json" with { type: "json" };

export type BlogFeedPluginOptions = Omit<FeedSettings, "blog"> & { blog?: string };

const PLUGIN_NAME = "BlogFeedPlugin";

/**
 * Emits the blog's feeds, `feed.xml` (RSS 2.0) and `atom.xml` (Atom 1.0), into the blog's folder:
 * its dated posts, newest first. Builds on a ContentIndexPlugin of the same compiler through its
 * `emitAssets` hook (the index already sorts the blog newest first).
 */
export class BlogFeedPlugin {
  private readonly settings: FeedSettings;

  constructor(options: BlogFeedPluginOptions) {
    validate(schema as Schema, options, { name: PLUGIN_NAME, baseDataPath: "options" });
    this.settings = { blog: "/blog/", ...options };
  }

  apply(compiler: Compiler): void {
    ContentIndexPlugin.getHooks(compiler).emitAssets.tap(PLUGIN_NAME, (index, compilation) => {
      const feeds = blogFeeds(index, this.settings);
      const folder = this.settings.blog.slice(1);
      emitText(compilation, `${folder}feed.xml`, feeds.rss);
      emitText(compilation, `${folder}atom.xml`, feeds.atom);
    });
  }
}

export default BlogFeedPlugin;
