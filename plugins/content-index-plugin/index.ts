import { createHash } from "node:crypto";
import path from "node:path";
import { AsyncSeriesHook, SyncHook } from "tapable";
import type { Compilation, Compiler } from "webpack";
import {
  buildIndex,
  mapParseCache,
  type ContentIndex,
  type ContentProblem,
  type ParseCache,
  webpackParseCache,
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
import { emitText } from "./emitText.ts";
import { compilationSnapshots, noSnapshots } from "./fileSnapshots.ts";
import { indexOptions, resolveOptions, type ContentIndexPluginOptions, type ResolvedOptions } from "./options.ts";
import { PageModuleReader, type NormalModuleFactory } from "./pageModules.ts";

export type { ContentIndexPluginOptions } from "./options.ts";
export type { ContentIndex, IndexedFile } from "./buildIndex.ts";
export { sectionOf, sectionSummaries } from "./clientModules.ts";
export { remarkPageRecord, type RemarkPageRecordOptions } from "./pageRecords.ts";
export { emitText } from "./emitText.ts";

const PLUGIN_NAME = "ContentIndexPlugin";
/** The scheme of the index's modules (`virtual:content-index`…), webpack's VirtualUrlPlugin's default. */
const VIRTUAL_SCHEME = "virtual";

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
/** Each compilation's index, settled once it is built (or failed). */
const indexOfCompilation = new WeakMap<Compilation, Promise<void>>();

/**
 * Builds the content index once per compilation, exposes it to the app as
 * `virtual:content-index` (plus one lazily loaded module per section), checks every internal link,
 * and emits `content-index.json`. Other plugins build on it through its hooks (`getHooks`): the
 * sitemap, the blog feeds, the Markdown copies with `llms.txt`, the contributors, the search index.
 */
export class ContentIndexPlugin {
  private readonly options: ResolvedOptions;
  private index: ContentIndex | undefined;
  private readonly pageModules: PageModuleReader;

  constructor(options: ContentIndexPluginOptions) {
    this.options = resolveOptions(options);
    this.pageModules = new PageModuleReader(PLUGIN_NAME, this.options);
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

  /**
   * Settles once the compilation's index is built (or failed): a plugin serving a module made from
   * the index waits for it before that module is resolved, as this plugin's virtual modules do.
   */
  static indexBuilt(compilation: Compilation): Promise<void> {
    return indexOfCompilation.get(compilation) ?? Promise.resolve();
  }

  private get currentIndex(): ContentIndex {
    if (!this.index) throw new Error(`${PLUGIN_NAME}: the content index is read before it was built`);
    return this.index;
  }

  apply(compiler: Compiler): void {
    const { siteName } = this.options;
    // Parsed pages go into webpack's own cache, as the compiler's configuration has it: in memory
    // between watch mode's compilations, and on disk for the next build with `cache.type:
    // "filesystem"` (whose build dependencies cover the code and options that parse them).
    const parseCache = webpackParseCache(compiler.getCache(PLUGIN_NAME));
    const virtualModule = (source: () => string) => {
      // Made once per index: the version is read when the module is resolved, the text when built.
      let made: { index: ContentIndex; text: string } | undefined;
      const text = () => {
        if (made?.index !== this.currentIndex) made = { index: this.currentIndex, text: source() };
        return made.text;
      };
      return {
        type: ".js",
        // Each module is rebuilt only when its own text changes, so it depends on no file: editing
        // a page's text leaves the navigation as it is, and the dev server's hot update touches the
        // page alone. The compilation itself depends on the content folder (see `buildIndex`).
        version: () => createHash("sha256").update(text()).digest("base64url"),
        source: text,
      };
    };
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
    // changed, before the modules that read it are resolved: the virtual modules (and others',
    // such as the search index, which wait through `indexBuilt`).
    const indexBuilt = new WeakMap<Compilation, Promise<void>>();
    const makeStarted = new WeakMap<Compilation, () => void>();
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation, { normalModuleFactory }) => {
      this.pageModules.watch(compilation);
      const started = new Promise<void>((resolve) => makeStarted.set(compilation, resolve));
      const built = this.buildIndex(compilation, parseCache, normalModuleFactory, started);
      // A failure fails the compilation in `make`; the modules need not wait to learn it.
      const settled = built.catch(() => undefined);
      indexOfCompilation.set(compilation, settled);
      normalModuleFactory.hooks.beforeResolve.tapPromise(PLUGIN_NAME, async (resolveData) => {
        if (resolveData.request.startsWith(`${VIRTUAL_SCHEME}:`)) await settled;
        return undefined;
      });
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          this.reportProblems(compilation, compiler.context);
          if (this.options.emit) emitText(compilation, "content-index.json", JSON.stringify(this.currentIndex.root));
          ContentIndexPlugin.getHooks(compiler).emitAssets.call(this.currentIndex, compilation);
        },
      );
      indexBuilt.set(compilation, built);
    });
    compiler.hooks.make.tapPromise(PLUGIN_NAME, (compilation) => {
      makeStarted.get(compilation)?.();
      return indexBuilt.get(compilation) ?? Promise.resolve();
    });
  }

  private async buildIndex(
    compilation: Compilation,
    parseCache: ParseCache,
    normalModuleFactory: NormalModuleFactory,
    makeStarted: Promise<void>,
  ): Promise<void> {
    const { contentDirectory } = this.options;
    const readPage = this.pageModules.reader(compilation, normalModuleFactory);
    // Modules are built from `make` on.
    if (readPage) await makeStarted;
    const snapshots = compilationSnapshots(compilation);
    const index = await buildIndex({
      ...indexOptions(this.options, compilation.compiler.context, parseCache, snapshots),
      ...(readPage && { readPage }),
    });
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
