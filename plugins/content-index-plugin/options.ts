import { validate } from "schema-utils";
import type { Schema } from "schema-utils/declarations/validate.js";
import type { PluggableList } from "unified";
import type { BlogOptions, TransformPage } from "../../markdown/site/content-page/index.ts";
import type { BuildIndexOptions, FileSnapshots, ParseCache } from "./buildIndex.ts";
import schema from "./options.json" with { type: "json" };

/** See options.json, which describes each option, and the README. */
export interface ContentIndexPluginOptions {
  contentDirectory: string;
  editBase: string;
  siteUrl: string;
  siteName: string;
  remarkPlugins: PluggableList;
  examplesDirectory?: string;
  transformPage?: TransformPage;
  blog?: BlogOptions;
  otherRoutes?: string[];
  staticDirectory?: string;
  emit?: boolean;
  pageModules?: boolean | "compiled";
}

/** The options once defaults are applied: those without a default stay optional. */
export type ResolvedOptions = Required<
  Omit<ContentIndexPluginOptions, "examplesDirectory" | "transformPage" | "blog" | "staticDirectory">
> &
  Pick<ContentIndexPluginOptions, "examplesDirectory" | "transformPage" | "blog" | "staticDirectory">;

/** The options validated against options.json, with the defaults of those that have one. */
export function resolveOptions(options: ContentIndexPluginOptions): ResolvedOptions {
  validate(schema as Schema, options, { name: "ContentIndexPlugin", baseDataPath: "options" });
  return {
    otherRoutes: [],
    emit: true,
    pageModules: false,
    ...options,
  };
}

/** What `buildIndex` needs of the options, with the compiler's or the script's own parts. */
export function indexOptions(
  options: ResolvedOptions,
  repositoryRoot: string,
  cache: ParseCache,
  snapshots: FileSnapshots,
): BuildIndexOptions {
  return {
    contentDirectory: options.contentDirectory,
    repositoryRoot,
    editBase: options.editBase,
    remarkPlugins: options.remarkPlugins,
    siteUrl: options.siteUrl,
    cache,
    snapshots,
    page: { examplesDirectory: options.examplesDirectory, transformPage: options.transformPage, blog: options.blog },
  };
}
