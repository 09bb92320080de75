import { createHash } from "node:crypto";
import path from "node:path";
import { AsyncSeriesHook, SyncHook } from "tapable";
import type { Compilation, Compiler } from "webpack";
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
  outlineModuleId,
  outlineModuleSource,
  sectionModuleId,
  sectionModuleSource,
} from "./clientModules.ts";
import { compilationSnapshots, noSnapshots } from "./fileSnapshots.ts";
import { indexOptions, resolveOptions, type ContentIndexPluginOptions, type ResolvedOptions } from "./options.ts";

export type { ContentIndexPluginOptions } from "./options.ts";
export type { ContentIndex, IndexedFile } from "./buildIndex.ts";
export { sectionOf, sectionSummaries } from "./clientModules.ts";

const PLUGIN_NAME = "ContentIndexPlugin";

/** What other plugins can tap, like html-webpack-plugin's hooks: see `ContentIndexPlugin.getHooks`. */
export interface ContentIndexHooks {
  /**
   * Called once per compilation with the fresh index, before anything reads it: a tap may add
   * data to its pages (the contributors plugin adds their authors and dates from git).
   */
  enrich: AsyncSeriesHook<[ContentIndex]>;
  /** Called once per compilation, before any module is built, with the finished index. */
  indexed: SyncHook<[ContentIndex]>;
  /**
   * Called in every compilation's `processAssets` at `PROCESS_ASSETS_STAGE_ADDITIONAL`, with the
   * index and the compilation: where a plugin emits the files it makes from the index.
   */
  emitAssets: SyncHook<[ContentIndex, Compilation]>;
}

const hooksByCompiler = new WeakMap<Compiler, ContentIndexHooks>();

/**
 * Builds the content index once per compilation, exposes it to the app as
 * `virtual:content-index` (plus one lazily loaded module per section), checks every internal link,
 * and emits `content-index.json`. Other plugins build on it through its hooks (`getHooks`): the
 * sitemap, the blog feeds, the Markdown copies with `llms.txt`, the contributors, the search index.
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
      hooks = {
        enrich: new AsyncSeriesHook(["index"]),
        indexed: new SyncHook(["index"]),
        emitAssets: new SyncHook(["index", "compilation"]),
      };
      hooksByCompiler.set(compiler, hooks);
    }
    return hooks;
  }

  private get currentIndex(): ContentIndex {
    if (!this.index) throw new Error(`${PLUGIN_NAME}: the content index is read before it was built`);
    return this.index;
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
    const virtualModules = new compiler.webpack.experiments.schemes.VirtualUrlPlugin({
      "content-index": virtualModule(() => indexModuleSource(this.currentIndex, siteName)),
      [PAGE_LIST_MODULE_ID]: virtualModule(() => pageListModuleSource(this.currentIndex)),
    });
    // Sections are found anew in every compilation (a folder added while watching is routed at
    // once), so their modules are looked up when imported rather than listed here.
    const perSection = [
      { moduleId: sectionModuleId, source: sectionModuleSource },
      { moduleId: outlineModuleId, source: outlineModuleSource },
    ];
    const sectionModules = new Map<string, ReturnType<typeof virtualModule>>();
    const findModule = virtualModules.findVirtualModuleConfigById.bind(virtualModules);
    virtualModules.findVirtualModuleConfigById = (id) => {
      for (const { moduleId, source } of perSection) {
        const section = this.currentIndex.sections.find((name) => `virtual:${moduleId(name)}` === id);
        if (section === undefined) continue;
        let found = sectionModules.get(id);
        if (!found) {
          found = virtualModule(() => source(this.currentIndex, section));
          sectionModules.set(id, found);
        }
        return found;
      }
      return findModule(id);
    };
    virtualModules.apply(compiler);

    // The index is built for each compilation, with its file system info to tell which pages
    // changed, before any module is resolved: the virtual modules (and the search index's) read it.
    const indexBuilt = new WeakMap<Compilation, Promise<void>>();
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation, { normalModuleFactory }) => {
      const built = this.buildIndex(compilation, parseCache);
      indexBuilt.set(compilation, built);
      // A failure fails the compilation in `make`; the modules need not wait to learn it.
      const settled = built.catch(() => undefined);
      normalModuleFactory.hooks.beforeResolve.tapPromise(PLUGIN_NAME, () => settled);
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          this.reportProblems(compilation, compiler.context);
          if (this.options.emit) {
            const { RawSource } = compilation.compiler.webpack.sources;
            compilation.emitAsset("content-index.json", new RawSource(JSON.stringify(this.currentIndex.root)));
          }
          ContentIndexPlugin.getHooks(compiler).emitAssets.call(this.currentIndex, compilation);
        },
      );
    });
    compiler.hooks.make.tapPromise(PLUGIN_NAME, (compilation) => indexBuilt.get(compilation) ?? Promise.resolve());
  }

  private async buildIndex(compilation: Compilation, parseCache: ParseCache): Promise<void> {
    const { contentDirectory } = this.options;
    const snapshots = compilationSnapshots(compilation);
    const index = await buildIndex(indexOptions(this.options, compilation.compiler.context, parseCache, snapshots));
    const hooks = ContentIndexPlugin.getHooks(compilation.compiler);
    await hooks.enrich.promise(index);
    this.index = index;
    hooks.indexed.call(index);
    // What the index is made of, so watch mode and the persistent cache see a change: the
    // folder (pages added or removed), each page, and the files a page is made from (this site:
    // its package's fetched README) or looked for in vain.
    compilation.contextDependencies.add(contentDirectory);
    for (const { absolutePath, parsed } of index.files) {
      compilation.fileDependencies.add(absolutePath);
      compilation.fileDependencies.addAll(parsed.dependencies.files);
      compilation.missingDependencies.addAll(parsed.dependencies.missing);
    }
  }

  private reportProblems(compilation: Compilation, repositoryRoot: string): void {
    const problems = contentProblems(this.currentIndex, this.options.otherRoutes, this.options.staticDirectory);
    for (const { file, line, message } of problems) {
      const relativeFile = path.relative(repositoryRoot, file).split(path.sep).join("/");
      const error = new compilation.compiler.webpack.WebpackError(`${relativeFile}:${line}: ${message}`);
      error.file = relativeFile;
      error.loc = { start: { line } };
      compilation.errors.push(error);
    }
  }
}

/**
 * The checks a build runs (front matter, internal links and anchors) without webpack, for
 * `npm run check:content`: the content read as these options read it.
 */
export async function checkContent(
  options: ContentIndexPluginOptions,
  repositoryRoot: string,
): Promise<{ pages: number; problems: ContentProblem[] }> {
  const resolved = resolveOptions(options);
  const index = await buildIndex(indexOptions(resolved, repositoryRoot, mapParseCache(), noSnapshots));
  return {
    pages: index.files.length,
    problems: contentProblems(index, resolved.otherRoutes, resolved.staticDirectory),
  };
}

export default ContentIndexPlugin;
