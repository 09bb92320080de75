import { readFileSync } from "node:fs";
import path from "node:path";
import type { Pluggable } from "unified";
import type { RuleSetRule } from "webpack";
import { generators } from "./markdown/generators/index.ts";
import rehypeCodeBlocks from "./markdown/rehype-code-blocks/index.ts";
import rehypeScrollableTables from "./markdown/rehype-scrollable-tables/index.ts";
import rehypeTableAlignment from "./markdown/rehype-table-alignment/index.ts";
import rehypeTaskListLabels from "./markdown/rehype-task-list-labels/index.ts";
import remarkAlerts from "./markdown/remark-alerts/index.ts";
import remarkGeneratedBlocks from "./markdown/remark-generated-blocks/index.ts";
import remarkHeadingIds from "./markdown/remark-heading-ids/index.ts";
import { ContentIndexPlugin, type ContentIndexPluginOptions } from "./plugins/content-index-plugin/index.ts";
import { contentDirectory, fetchedDirectory, fetchedSupportersFile, publicDirectory, rootDirectory } from "./paths.ts";
import { EDIT_BASE, PRINTABLE_SECTIONS, SITE_URL } from "./src/constants.ts";

/** Build settings both compilers share: the client (webpack.config.ts) and the prerender (webpack.ssg.ts). */

export { buildCacheDirectory, contentDirectory, distDirectory, publicDirectory, rootDirectory } from "./paths.ts";

const generatedBlocks: Pluggable = [remarkGeneratedBlocks, { generators }];

/** `@content` is the content folder, wherever it is, for the app's lazy context of pages. */
export const contentAlias = { "@content": contentDirectory };

/**
 * `@fetched/supporters.json` is what `npm run fetch` got from Open Collective, or the offline
 * list (no one) until then. The fetched file is a missing dependency meanwhile, so fetching it
 * rebuilds the sponsors, also from the persistent cache.
 */
export const fetchedAlias = {
  "@fetched/supporters.json$": [
    fetchedSupportersFile,
    path.join(rootDirectory, "src/components/Sponsors/offlineSupporters.json"),
  ],
};

export function typescriptRule(options: { refresh: boolean; target: "browser" | "node" }): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: "swc-loader",
      options: {
        jsc: {
          target: "es2022",
          parser: { syntax: "typescript", tsx: true },
          transform: { react: { runtime: "automatic", refresh: options.refresh } },
        },
      },
    },
  };
}

export const markdownRule: RuleSetRule = {
  test: /\.mdx?$/,
  include: contentDirectory,
  use: {
    loader: path.join(rootDirectory, "loaders/markdown-loader/index.ts"),
    options: {
      remarkPlugins: [generatedBlocks, remarkHeadingIds, remarkAlerts],
      rehypePlugins: [rehypeCodeBlocks, rehypeScrollableTables, rehypeTableAlignment, rehypeTaskListLabels],
      fetchedDirectory,
      // The dev server shows an edited page without reloading the app.
      hotUpdate: path.join(rootDirectory, "src/content/hotPageUpdate.ts"),
    },
  },
};

/**
 * Class names must be the same in both production builds, or hydration would not match the
 * prerendered HTML. Short hashes there keep the HTML small; readable names in development.
 */
export function cssModuleNames(production: boolean) {
  return {
    auto: true,
    namedExport: false,
    exportLocalsConvention: "as-is",
    localIdentName: production ? "[hash:base64:6]" : "[name]__[local]--[hash:base64:5]",
  } as const;
}

const authorHandles = JSON.parse(readFileSync(path.join(rootDirectory, "content/authors.json"), "utf8")) as Record<
  string,
  string
>;

export function contentIndexSettings(): ContentIndexPluginOptions {
  return {
    contentDirectory,
    editBase: EDIT_BASE,
    siteUrl: SITE_URL,
    remarkPlugins: [generatedBlocks],
    authorHandles,
    otherRoutes: ["/", "/vote/", "/app-shell/", ...PRINTABLE_SECTIONS.map((section) => `/${section}/printable/`)],
    staticDirectory: publicDirectory,
    fetchedDirectory,
  };
}

export function contentIndexPlugin(emit: boolean): ContentIndexPlugin {
  return new ContentIndexPlugin({ ...contentIndexSettings(), emit });
}

/** Rebuild from scratch when the build's own code changes, not only the configuration file. */
export const buildDependencies = [
  path.join(rootDirectory, "paths.ts"),
  path.join(rootDirectory, "webpack.shared.ts"),
  path.join(rootDirectory, "loaders") + path.sep,
  path.join(rootDirectory, "plugins") + path.sep,
  path.join(rootDirectory, "markdown") + path.sep,
];

/** Deployment settings from the build's environment ("" when unset), the same in both builds. */
export function deploymentDefinitions(): Record<string, string> {
  const names = ["DOCSEARCH_APP_ID", "DOCSEARCH_API_KEY", "DOCSEARCH_INDEX_NAME", "ANALYTICS_ID"];
  return Object.fromEntries(names.map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? "")]));
}
