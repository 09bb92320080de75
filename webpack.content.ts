import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RuleSetRule } from "webpack";
import type { MarkdownLoaderOptions } from "./loaders/markdown-loader/index.ts";
import type { BlogOptions, ContentPageOptions } from "./markdown/site/content-page/index.ts";
import { fetchedReadmes } from "./markdown/site/fetched-readmes/index.ts";
import { remarkPlugins } from "./markdown/site/pipeline.ts";
import { BlogFeedPlugin } from "./plugins/blog-feed-plugin/index.ts";
import {
  ContentIndexPlugin,
  pageRecordLoader,
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

/** The content page options as JSON, for the markdown loader in a thread-loader worker. */
const contentPageLoaderOptions: MarkdownLoaderOptions = {
  examplesDirectory,
  transformPageModule: {
    path: path.join(rootDirectory, "markdown/site/fetched-readmes/index.ts"),
    exportName: "fetchedReadmes",
    argument: fetchedDirectory,
  },
  ...(contentPageOptions.blog && { blog: contentPageOptions.blog }),
};

/** Pages the page worker compiles at once, so that it compiles one while the next is on its way. */
const PAGES_AT_ONCE = 2;

/**
 * How the production build's page worker runs: a thread-loader worker process, with its own heap.
 * Compiling MDX was most of a cold build's CPU time, on the build's one thread; in the worker it
 * runs on the second core, beside the build's own work on the app. One worker: a second costs its
 * own start and warm-up and 120-250 MB, and on two cores the build's own thread needs one of them;
 * on a shared machine two measured no faster than one.
 */
const PAGE_WORKER_POOL = {
  name: "pages",
  workers: 1,
  workerParallelJobs: PAGES_AT_ONCE,
  // The pages wait in the pool's queue until the worker has room.
  poolParallelJobs: PAGES_AT_ONCE,
  // The content index asks for every page at the start of make: a pause means they are built.
  poolTimeout: 100,
  // The loaders are TypeScript. MDX allocates short-lived trees fast: a young generation larger
  // than V8's default. The heap limit bounds the worker (it peaked at 380 MB without one); a
  // limit near its live heap (256 MB) made it collect garbage for a fifth more CPU time.
  workerNodeArgs: ["--import=tsx", "--max-old-space-size=512", "--max-semi-space-size=32"],
};

/**
 * Content pages go through three loaders, each with one job (webpack runs a rule's loaders last to
 * first): our markdown loader makes the page's source (validated front matter, then this site's
 * fetched package README in the page's place) and hands Markdown with YAML front matter to
 * `mdx-page-loader`, which compiles it with `@mdx-js/loader` and the site's Markdown pipeline
 * (`markdown/site/pipeline.ts`) into a React module that exports the front matter as
 * `frontMatter`. The pipeline's last recorder makes what the content index needs of the page, and
 * the content index's record loader keeps it in the module's build info, so a page is parsed once
 * per build (and not at all when webpack's cache has its module). With `workers`, the compiles run
 * in a thread-loader worker process, beside the build's own work.
 */
export function markdownRule({ workers }: { workers: boolean }): RuleSetRule {
  return {
    test: /\.mdx?$/,
    include: contentDirectory,
    use: [
      pageRecordLoader,
      ...(workers ? [{ loader: "thread-loader", options: PAGE_WORKER_POOL }] : []),
      {
        loader: path.join(rootDirectory, "loaders/mdx-page-loader/index.ts"),
        options: { contentDirectory, siteUrl: SITE_URL },
      },
      {
        loader: path.join(rootDirectory, "loaders/markdown-loader/index.ts"),
        options: contentPageLoaderOptions,
      },
    ],
  };
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
