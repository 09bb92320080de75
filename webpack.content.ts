import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RuleSetRule } from "webpack";
import type { MarkdownLoaderOptions } from "./loaders/markdown-loader/index.ts";
import type { BlogOptions, ContentPageOptions } from "./markdown/site/content-page/index.ts";
import { fetchedReadmes } from "./markdown/site/fetched-readmes/index.ts";
import { mdxLoaderOptions, remarkPlugins } from "./markdown/site/pipeline.ts";
import { BlogFeedPlugin } from "./plugins/blog-feed-plugin/index.ts";
import {
  ContentIndexPlugin,
  remarkPageRecord,
  type ContentIndexPluginOptions,
} from "./plugins/content-index-plugin/index.ts";
import { ContributorsPlugin } from "./plugins/contributors-plugin/index.ts";
import { LlmsTxtPlugin } from "./plugins/llms-txt-plugin/index.ts";
import { SearchIndexPlugin } from "./plugins/search-index-plugin/index.ts";
import { SitemapPlugin } from "./plugins/sitemap-plugin/index.ts";
import { contentDirectory, examplesDirectory, fetchedDirectory, publicDirectory, rootDirectory } from "./paths.ts";
import { FIXED_ROUTES } from "./common/routeTable.ts";
import { DEFAULT_DESCRIPTION, EDIT_BASE, EXCLUDED_CONTRIBUTORS, PRODUCT_NAME, SITE_URL } from "./common/site.ts";

/**
 * How the build reads content/: the rule that renders a page, and the content index with the
 * plugins that build on it. webpack.config.ts composes them; scripts/check-content.ts runs the
 * index's checks with the same settings.
 */

/** The blog's authors by key: every post is checked against it, and the index holds their names. */
export const blogAuthorsFile = path.join(contentDirectory, "blog/authors.json");

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
 * Content pages go through two loaders, each with one job (webpack runs a rule's loaders last to
 * first): our markdown loader makes the page's source (validated front matter, then this site's
 * fetched package README in the page's place) and hands Markdown with YAML front matter to
 * `@mdx-js/loader`, which compiles it into a React module with the site's Markdown pipeline
 * (`markdown/site/pipeline.ts`) and exports the front matter as `frontMatter`. Its last remark
 * plugin records what the content index needs of the page in the module's build info, so a page is
 * parsed once per build (and not at all when webpack's cache has its module).
 */
export const markdownRule: RuleSetRule = {
  test: /\.mdx?$/,
  include: contentDirectory,
  use: [
    {
      loader: "@mdx-js/loader",
      options: mdxLoaderOptions([[remarkPageRecord, { contentDirectory, siteUrl: SITE_URL }]]),
    },
    {
      loader: path.join(rootDirectory, "loaders/markdown-loader/index.ts"),
      options: contentPageOptions satisfies MarkdownLoaderOptions,
    },
  ],
};

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
    remarkPlugins,
    ...contentPageOptions,
    otherRoutes: FIXED_ROUTES.map((route) => route.path),
    staticDirectory: publicDirectory,
  };
}

/**
 * The build's content index. A build reads the pages from their modules (see `markdownRule`), each
 * page parsed once. The dev server compiles a page only when the browser asks for it, so there the
 * index parses the pages itself, with remark alone, which costs a start a fraction of compiling
 * every page to a module; a page once compiled (the one being edited) is read from its module.
 */
export function contentIndexPlugin({ serving }: { serving: boolean }): ContentIndexPlugin {
  return new ContentIndexPlugin({ ...contentIndexSettings(), pageModules: serving ? "compiled" : true });
}

/**
 * The site's search index, with the reader vocabulary of the content folder's
 * `search-synonyms.yml` when it has one (another content folder, such as a test's, may not).
 */
export function searchIndexPlugin(): SearchIndexPlugin {
  const synonyms = path.join(contentDirectory, "search-synonyms.yml");
  return new SearchIndexPlugin(existsSync(synonyms) ? { synonyms } : {});
}

/**
 * The plugins that build on the content index: its pages' authors and dates from git, then the
 * files made from it (the sitemap, the blog's feeds, the pages as Markdown with llms.txt).
 */
export function contentIndexExtensions() {
  return [
    new ContributorsPlugin({ authorHandles, excludedContributors: [...EXCLUDED_CONTRIBUTORS] }),
    new SitemapPlugin({
      siteUrl: SITE_URL,
      routes: FIXED_ROUTES.filter((route) => route.indexed).map((route) => route.path),
    }),
    new BlogFeedPlugin({
      siteUrl: SITE_URL,
      title: "webpack blog",
      description: "News and release notes from the webpack team.",
      copyright: "The webpack documentation contributors",
    }),
    new LlmsTxtPlugin({ siteUrl: SITE_URL, siteName: PRODUCT_NAME, siteDescription: DEFAULT_DESCRIPTION }),
  ];
}
