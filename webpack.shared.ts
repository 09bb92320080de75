import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Pluggable } from "unified";
import reactRefreshTransformer from "react-refresh-typescript";
import type { RuleSetRule } from "webpack";
import MinimizerPlugin from "minimizer-webpack-plugin";
import { generators } from "./markdown/generators/index.ts";
import type { Options as MdxLoaderOptions } from "@mdx-js/loader";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import recmaJsxRuntimeNamespace from "./markdown/recma-jsx-runtime-namespace/index.ts";
import rehypeLazyImages from "./markdown/rehype-lazy-images/index.ts";
import rehypeCodeBlocks from "./markdown/rehype-code-blocks/index.ts";
import rehypeScrollableTables from "./markdown/rehype-scrollable-tables/index.ts";
import rehypeTableAlignment from "./markdown/rehype-table-alignment/index.ts";
import rehypeTaskListLabels from "./markdown/rehype-task-list-labels/index.ts";
import remarkAlerts from "./markdown/remark-alerts/index.ts";
import remarkGeneratedBlocks from "./markdown/remark-generated-blocks/index.ts";
import remarkHeadingIds from "./markdown/remark-heading-ids/index.ts";
import remarkPackageManagerTabs from "./markdown/remark-package-manager-tabs/index.ts";
import type { BlogOptions, ContentPageOptions } from "./markdown/content-page/index.ts";
import { fetchedReadmes } from "./markdown/fetched-readmes/index.ts";
import type { MarkdownLoaderOptions } from "./loaders/markdown-loader/index.ts";
import { ContentIndexPlugin, type ContentIndexPluginOptions } from "./plugins/content-index-plugin/index.ts";
import {
  contentDirectory,
  examplesDirectory,
  fetchedDirectory,
  fetchedSupportersFile,
  publicDirectory,
  rootDirectory,
} from "./paths.ts";
import { FIXED_ROUTES } from "./common/routeTable.ts";
import { DEFAULT_DESCRIPTION, EDIT_BASE, EXCLUDED_CONTRIBUTORS, PRODUCT_NAME, SITE_URL } from "./common/site.ts";

/** The pieces webpack.config.ts composes; scripts/check-content.ts reads the content index settings too. */

export { buildCacheDirectory, contentDirectory, distDirectory, publicDirectory, rootDirectory } from "./paths.ts";

const blogAuthorsFile = path.join(contentDirectory, "blog/authors.json");

const generatedBlocks: Pluggable = [remarkGeneratedBlocks, { generators }];

/**
 * How this site reads a content page, given alike to the markdown loader (which renders it) and
 * the content index (which checks its links and lists its headings), so both read the same page:
 * `example` names a project of `examples/`, and a page naming a fetched `package` shows its README.
 */
const contentPageOptions: ContentPageOptions = {
  examplesDirectory,
  transformPage: fetchedReadmes(fetchedDirectory),
  // A content folder without a blog's list of authors (the build tests' fixture) has no blog rules.
  ...(existsSync(blogAuthorsFile) && {
    blog: {
      directory: path.join(contentDirectory, "blog"),
      authors: JSON.parse(readFileSync(blogAuthorsFile, "utf8")) as BlogOptions["authors"],
    },
  }),
};

/**
 * React Router's package resolves to its development build under every condition; production
 * builds take its production build, without development-only checks and warnings.
 */
export function reactRouterAlias(production: boolean): Record<string, string> {
  if (!production) return {};
  const build = path.join(rootDirectory, "node_modules/react-router/dist/production");
  return { "react-router$": path.join(build, "index.mjs"), "react-router/dom$": path.join(build, "dom-export.mjs") };
}

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

/**
 * TypeScript through ts-loader, transpiling only: `tsc --noEmit` checks the types in `npm test`,
 * so the build need not. Under the dev server, React Refresh's transformer marks components for
 * hot updates.
 */
export function typescriptRule(options: { refresh: boolean }): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: "ts-loader",
      options: {
        transpileOnly: true,
        // tsconfig.json only type-checks (noEmit, which its `.ts` import paths need); the build emits
        // modern modules for webpack to bundle, and webpack resolves those paths as they are.
        compilerOptions: {
          noEmit: false,
          allowImportingTsExtensions: false,
          module: "esnext",
          target: "es2022",
          sourceMap: options.refresh,
        },
        ...(options.refresh && { getCustomTransformers: () => ({ before: [reactRefreshTransformer()] }) }),
      },
    },
  };
}

/**
 * Content pages go through two loaders, each with one job (webpack runs a rule's loaders last to
 * first): our markdown loader makes the page's source (validated front matter, then this site's
 * fetched package README in the page's place) and hands Markdown with YAML front matter to
 * `@mdx-js/loader`, which compiles it into a React module with the site's remark and rehype plugins
 * and exports the front matter as `frontMatter`.
 */
export const markdownRule: RuleSetRule = {
  test: /\.mdx?$/,
  include: contentDirectory,
  use: [
    {
      loader: "@mdx-js/loader",
      options: {
        jsxImportSource: "react",
        remarkPlugins: [
          remarkFrontmatter,
          [remarkMdxFrontmatter, { name: "frontMatter" }],
          remarkGfm,
          generatedBlocks,
          remarkHeadingIds,
          remarkAlerts,
          remarkPackageManagerTabs,
        ],
        // Highlighting last: it turns each code block into thousands of elements that the other
        // plugins would walk for nothing.
        rehypePlugins: [
          rehypeScrollableTables,
          rehypeTableAlignment,
          rehypeTaskListLabels,
          rehypeLazyImages,
          rehypeCodeBlocks,
        ],
        recmaPlugins: [recmaJsxRuntimeNamespace],
      } satisfies MdxLoaderOptions,
    },
    {
      loader: path.join(rootDirectory, "loaders/markdown-loader/index.ts"),
      options: contentPageOptions satisfies MarkdownLoaderOptions,
    },
  ],
};

/** Short hashed class names keep the prerendered HTML small; readable names in development. */
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
    siteName: PRODUCT_NAME,
    siteDescription: DEFAULT_DESCRIPTION,
    remarkPlugins: [generatedBlocks],
    ...contentPageOptions,
    authorHandles,
    excludedContributors: [...EXCLUDED_CONTRIBUTORS],
    otherRoutes: FIXED_ROUTES.map((route) => route.path),
    sitemapRoutes: FIXED_ROUTES.filter((route) => route.indexed).map((route) => route.path),
    staticDirectory: publicDirectory,
  };
}

export function contentIndexPlugin(): ContentIndexPlugin {
  return new ContentIndexPlugin(contentIndexSettings());
}

/** Rebuild from scratch when the build's own code changes, not only the configuration file. */
export const buildDependencies = [
  path.join(rootDirectory, "paths.ts"),
  path.join(rootDirectory, "webpack.shared.ts"),
  path.join(rootDirectory, "loaders") + path.sep,
  path.join(rootDirectory, "plugins") + path.sep,
  path.join(rootDirectory, "markdown") + path.sep,
  // The site's settings and shared formats, which the loaders and plugins are given as options.
  path.join(rootDirectory, "common") + path.sep,
  // Every post is checked against it, and the index holds its authors' names.
  blogAuthorsFile,
];

/** Deployment settings from the build's environment ("" when unset). */
export function deploymentDefinitions(): Record<string, string> {
  const names = ["DOCSEARCH_APP_ID", "DOCSEARCH_API_KEY", "DOCSEARCH_INDEX_NAME", "ANALYTICS_ID"];
  return Object.fromEntries(names.map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? "")]));
}

/**
 * swc's JavaScript minifier, given one asset at a time. Without workers (`parallel: false`) the
 * minimizer plugin starts every asset at once, and swc's native thread pool then holds the syntax
 * trees of several of the largest page chunks together: 50 to 160 MB more peak memory in the cold
 * build, for 0.4 s it saves on two cores.
 */
export function swcMinifyOneAtATime(): typeof MinimizerPlugin.swcMinify {
  let previous: Promise<unknown> = Promise.resolve();
  const minify = (...args: Parameters<typeof MinimizerPlugin.swcMinify>) => {
    const result = previous.then(() => MinimizerPlugin.swcMinify(...args));
    previous = result.catch(() => undefined);
    return result;
  };
  // The plugin reads the minifier's version (for its cache key) and abilities off the function.
  return Object.assign(minify, MinimizerPlugin.swcMinify);
}
