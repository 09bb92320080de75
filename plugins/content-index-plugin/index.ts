import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { SyncHook } from "tapable";
import webpack, { type Compilation, type Compiler } from "webpack";
import { markdownUrlOf } from "../../common/markdownUrl.ts";
import {
  buildIndex,
  mapParseCache,
  type CachedParse,
  type ContentIndex,
  type ContentProblem,
  type ParseCache,
} from "./buildIndex.ts";
import { contentProblems } from "./checkLinks.ts";
import {
  indexModuleSource,
  PAGE_LIST_MODULE_ID,
  pageListModuleSource,
  sectionModuleId,
  sectionModuleSource,
} from "./clientModules.ts";
import { blogFeeds } from "./feed.ts";
import { readGitHistory } from "./gitHistory.ts";
import { llmsFullTxt, llmsTxt, pageDocument } from "./llmsText.ts";
import { indexOptions, resolveOptions, type ContentIndexPluginOptions, type ResolvedOptions } from "./options.ts";
import { sitemapXml } from "./sitemap.ts";

export type { ContentIndexPluginOptions } from "./options.ts";

const PLUGIN_NAME = "ContentIndexPlugin";

/** What other plugins can tap, like html-webpack-plugin's hooks: see `ContentIndexPlugin.getHooks`. */
export interface ContentIndexHooks {
  /** Called once per compilation, before any module is built, with the fresh index. */
  indexed: SyncHook<[ContentIndex]>;
}

const hooksByCompiler = new WeakMap<Compiler, ContentIndexHooks>();

const { RawSource } = webpack.sources;

/**
 * Builds the content index once per compilation, exposes it to the app as
 * `virtual:content-index` (plus one lazily loaded module per section), checks every internal link,
 * and emits `content-index.json`, `sitemap.xml`, the blog feeds, each page's Markdown and
 * `llms.txt` / `llms-full.txt`.
 */
export class ContentIndexPlugin {
  private readonly options: ResolvedOptions;
  private index: ContentIndex | undefined;

  constructor(options: ContentIndexPluginOptions) {
    this.options = resolveOptions(options);
  }

  /** The hooks of a compiler, created on first use, so a plugin may tap them before or after this one is applied. */
  static getHooks(compiler: Compiler): ContentIndexHooks {
    let hooks = hooksByCompiler.get(compiler);
    if (!hooks) {
      hooks = { indexed: new SyncHook(["index"]) };
      hooksByCompiler.set(compiler, hooks);
    }
    return hooks;
  }

  private get currentIndex(): ContentIndex {
    if (!this.index) throw new Error(`${PLUGIN_NAME}: the content index is read before it was built`);
    return this.index;
  }

  /** Sections are the content folder's subfolders, plus `""` for its top-level pages. */
  private sections(): string[] {
    const entries = readdirSync(this.options.contentDirectory, { withFileTypes: true });
    return [
      "",
      ...entries
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    ];
  }

  apply(compiler: Compiler): void {
    const { contentDirectory, siteName } = this.options;
    // Parsed pages go into webpack's own cache, as the compiler's configuration has it: in memory
    // between watch mode's compilations, and on disk for the next build with `cache.type:
    // "filesystem"` (whose build dependencies cover the code and options that parse them).
    const webpackCache = compiler.getCache(PLUGIN_NAME);
    const parseCache: ParseCache = {
      get: (absolutePath) => webpackCache.getPromise<CachedParse | undefined>(absolutePath, null),
      set: (absolutePath, entry) => webpackCache.storePromise(absolutePath, null, entry),
    };
    const contentFolder = path.relative(compiler.context, contentDirectory).split(path.sep).join("/");
    const sections = this.sections();
    const virtualModule = (source: () => string) => ({
      type: ".js",
      // Each module is rebuilt only when its own text changes: editing a page's text leaves the
      // navigation as it is, and the dev server's hot update touches the page alone.
      version: () => createHash("sha256").update(source()).digest("base64url"),
      source: (loaderContext: { addContextDependency(dependency: string): void }) => {
        loaderContext.addContextDependency(contentDirectory);
        return source();
      },
    });
    const modules = Object.fromEntries([
      ["content-index", virtualModule(() => indexModuleSource(this.currentIndex, sections, siteName))],
      [PAGE_LIST_MODULE_ID, virtualModule(() => pageListModuleSource(this.currentIndex))],
      ...sections.map((section) => [
        sectionModuleId(section),
        virtualModule(() => sectionModuleSource(this.currentIndex, section, contentFolder)),
      ]),
    ]);
    new webpack.experiments.schemes.VirtualUrlPlugin(modules).apply(compiler);

    let history: ReturnType<typeof readGitHistory> | undefined;
    compiler.hooks.beforeCompile.tapPromise(PLUGIN_NAME, async () => {
      // Watching, the history is read once: git costs 50 to 100 ms of every rebuild, and a commit
      // made meanwhile shows its dates and contributors at the next start.
      if (!compiler.watchMode || !history) history = readGitHistory(contentDirectory);
      this.index = await buildIndex(indexOptions(this.options, compiler.context, await history, parseCache));
      ContentIndexPlugin.getHooks(compiler).indexed.call(this.index);
    });

    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.contextDependencies.add(contentDirectory);
      // A file a page is made from (this site: its package's fetched README) changes the index as
      // much as the page itself, also when it appears or goes.
      for (const { parsed } of this.currentIndex.files) {
        compilation.fileDependencies.addAll(parsed.dependencies.files);
        compilation.missingDependencies.addAll(parsed.dependencies.missing);
      }
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          this.reportProblems(compilation, compiler.context);
          if (this.options.emit) this.emitAssets(compilation, sections, contentFolder);
        },
      );
    });
  }

  private reportProblems(compilation: Compilation, repositoryRoot: string): void {
    const problems = contentProblems(this.currentIndex, this.options.otherRoutes, this.options.staticDirectory);
    for (const { file, line, message } of problems) {
      const relativeFile = path.relative(repositoryRoot, file).split(path.sep).join("/");
      const error = new webpack.WebpackError(`${relativeFile}:${line}: ${message}`);
      error.file = relativeFile;
      error.loc = { start: { line } };
      compilation.errors.push(error);
    }
  }

  private emitAssets(compilation: Compilation, sections: readonly string[], contentFolder: string): void {
    const index = this.currentIndex;
    const { siteUrl } = this.options;
    const feeds = blogFeeds(index, siteUrl);
    compilation.emitAsset("content-index.json", new RawSource(JSON.stringify(index.root)));
    compilation.emitAsset("sitemap.xml", new RawSource(sitemapXml(index, siteUrl, this.options.sitemapRoutes)));
    compilation.emitAsset("blog/feed.xml", new RawSource(feeds.rss));
    compilation.emitAsset("blog/atom.xml", new RawSource(feeds.atom));
    for (const file of index.files) {
      compilation.emitAsset(markdownUrlOf(file.node.url).slice(1), new RawSource(pageDocument(file, siteUrl)));
    }
    const site = { name: this.options.siteName, description: this.options.siteDescription, siteUrl };
    compilation.emitAsset("llms.txt", new RawSource(llmsTxt(index, sections, contentFolder, site)));
    compilation.emitAsset("llms-full.txt", new RawSource(llmsFullTxt(index, sections, contentFolder, site)));
  }
}

/**
 * The checks a build runs (front matter, internal links and anchors) without webpack, for
 * `npm run check:content`: the content read as these options read it, without its git history,
 * which no check needs.
 */
export async function checkContent(
  options: ContentIndexPluginOptions,
  repositoryRoot: string,
): Promise<{ pages: number; problems: ContentProblem[] }> {
  const resolved = resolveOptions(options);
  const index = await buildIndex(indexOptions(resolved, repositoryRoot, new Map(), mapParseCache()));
  return {
    pages: index.files.length,
    problems: contentProblems(index, resolved.otherRoutes, resolved.staticDirectory),
  };
}

export default ContentIndexPlugin;
