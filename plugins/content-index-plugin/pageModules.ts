import { stat } from "node:fs/promises";
import path from "node:path";
import type { Compilation, Compiler, Module } from "webpack";
import type { BuildIndexOptions, ReadPage } from "./buildIndex.ts";
import { expectPageRecord, hasPageRecord, pageContentOf } from "./pageRecords.ts";
import type { ResolvedOptions } from "./options.ts";

/** webpack's types name the factory's class only through the hook that hands it over. */
export type NormalModuleFactory = Parameters<
  Parameters<Compiler["hooks"]["thisCompilation"]["tap"]>[1]
>[1]["normalModuleFactory"];

function isInside(directory: string, file: string): boolean {
  const relative = path.relative(directory, file);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

/**
 * How the index reads a page with `pageModules`: from what the page's own module recorded when its
 * loaders compiled it. The pages are modules of the compilation anyway (the app loads them); the
 * index asks for each one as an entry would, without adding it to a chunk, and the module webpack
 * builds or takes from its cache is the one the app's import gets. With `pageModules: "compiled"`
 * only the pages whose modules were built already are read so: an edited page is compiled for the
 * app's hot update, and its record comes with it.
 */
export class PageModuleReader {
  /** With `pageModules: "compiled"`, the pages whose modules this compiler has built, by absolute path. */
  private readonly compiledPages = new Set<string>();

  constructor(
    private readonly pluginName: string,
    private readonly options: Pick<ResolvedOptions, "contentDirectory" | "pageModules">,
  ) {}

  /** Taps a compilation so its page modules record their pages (and, with "compiled", which ones were built). */
  watch(compilation: Compilation): void {
    const { contentDirectory, pageModules } = this.options;
    if (!pageModules) return;
    const { NormalModule } = compilation.compiler.webpack;
    NormalModule.getCompilationHooks(compilation).beforeLoaders.tap(this.pluginName, (_loaders, module) => {
      if (isInside(contentDirectory, module.resource)) expectPageRecord(module);
    });
    if (pageModules !== "compiled") return;
    // Built now, or taken from the cache: either way the module holds the page's record.
    const noteCompiledPage = (module: Module) => {
      if (module instanceof NormalModule && hasPageRecord(module)) this.compiledPages.add(module.resource);
    };
    compilation.hooks.succeedModule.tap(this.pluginName, noteCompiledPage);
    compilation.hooks.stillValidModule.tap(this.pluginName, noteCompiledPage);
  }

  /** The index's `readPage` for a compilation, or undefined when the index parses every page itself. */
  reader(compilation: Compilation, normalModuleFactory: NormalModuleFactory): BuildIndexOptions["readPage"] {
    const { pageModules } = this.options;
    if (!pageModules) return undefined;
    const readModule = (absolutePath: string) => this.readPageModule(compilation, normalModuleFactory, absolutePath);
    if (pageModules === true) return readModule;
    // A page whose module failed (a syntax error being typed) is still parsed, and stays listed.
    return async (absolutePath, parse) =>
      (this.compiledPages.has(absolutePath) && (await readModule(absolutePath))) || parse();
  }

  private readPageModule(
    compilation: Compilation,
    normalModuleFactory: NormalModuleFactory,
    absolutePath: string,
  ): Promise<ReadPage | undefined> {
    const { EntryPlugin } = compilation.compiler.webpack;
    return new Promise<Module | undefined>((resolve, reject) => {
      compilation.handleModuleCreation(
        {
          factory: normalModuleFactory,
          dependencies: [EntryPlugin.createDependency(absolutePath, { name: undefined })],
          originModule: null,
          context: this.options.contentDirectory,
          recursive: false,
        },
        (error, module) => (error ? reject(error) : resolve(module ?? undefined)),
      );
    }).then(async (module) => {
      const content = module && pageContentOf(module);
      if (!content) return undefined;
      const { size } = await stat(absolutePath);
      // The module declares the files the page was made from itself.
      return { size, parsed: { ...content, dependencies: { files: [], missing: [] } } };
    });
  }
}
