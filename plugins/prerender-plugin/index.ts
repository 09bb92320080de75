import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";
import { validate } from "schema-utils";
import type { Schema } from "schema-utils/declarations/validate.js";
import type { Asset, Chunk, ChunkGroup, Compilation, Compiler } from "webpack";
import type { PrerenderBundle, PrerenderRoute, RenderedRoute } from "../../common/prerender.ts";
import { fillTemplate, hasMarkers, MARKERS } from "./fillTemplate.ts";
import schema from "./options.json" with { type: "json" };

export interface PrerenderPluginOptions {
  /** The entry whose bundle renders the pages (a CommonJS library, see the README). */
  entry: string;
  /** The HTML asset the pages are filled into, e.g. html-webpack-plugin's output. */
  template: string;
}

export type { PrerenderBundle, PrerenderRoute, RenderedRoute } from "../../common/prerender.ts";

const PLUGIN_NAME = "PrerenderPlugin";

/**
 * Runs the renderer from memory, as Node would run it from `filename`, with its async chunks
 * already in place: chunks of a browser build announce themselves on `self` (webpack's array-push
 * chunk format), so each is run first with a `self` of the renderer's own, and the renderer's
 * runtime then finds every chunk installed instead of fetching it. The renderer never touches the
 * disk, so it cannot be stale and never reaches the output.
 */
function runRenderer(renderer: Asset, chunks: Asset[], filename: string): PrerenderBundle {
  const self = {};
  const module = { exports: {} };
  const run = (asset: Asset) => {
    // Compiled as a function's body, the asset's own text: wrapped in a function expression it would
    // be a second copy, which V8 keeps as long as the code runs (every chunk's, 33 MB at 568 pages).
    const body = asset.source.source().toString();
    const wrapper = vm.compileFunction(body, ["module", "exports", "require", "self"], { filename: asset.name });
    wrapper(module, module.exports, createRequire(filename), self);
  };
  chunks.forEach(run);
  run(renderer);
  return module.exports as PrerenderBundle;
}

/** Every chunk the renderer may load, its async chunks and theirs. */
function asyncChunksOf(entrypoint: ChunkGroup): Set<Chunk> {
  const chunks = new Set<Chunk>();
  const groups = new Set<ChunkGroup>(entrypoint.getChildren());
  for (const group of groups) {
    for (const chunk of group.chunks) chunks.add(chunk);
    for (const child of group.getChildren()) groups.add(child);
  }
  return chunks;
}

/** A route and what its render answered, waiting for the template. */
interface PageToEmit {
  route: PrerenderRoute;
  page: RenderedRoute;
}

/** What the pages were rendered from, kept until they are emitted. */
interface Rendering {
  pages: PageToEmit[];
  /** The output's files when the pages were rendered: a page may only name those that keep their name. */
  filesAtRender: Set<string>;
}

/** Lets the callbacks waiting on the event loop run: here, the minifier's, between two pages. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Prerenders every route of the app into static HTML, in the compilation that builds the app:
 * one entry of the same build bundles the renderer (sharing every module the browser bundles, so
 * nothing is compiled twice and class names match for hydration). The plugin renders the pages
 * while the minimizers work, then, once the assets have their final names, fills the template with
 * each page, emits one HTML asset per route and removes the renderer and the template from the
 * output. The pages are assets like any other: stats list them, later plugins see them and the dev
 * middleware could serve them.
 */
export class PrerenderPlugin {
  private readonly options: PrerenderPluginOptions;

  constructor(options: PrerenderPluginOptions) {
    validate(schema as Schema, options, { name: PLUGIN_NAME, baseDataPath: "options" });
    this.options = options;
  }

  apply(compiler: Compiler): void {
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      let rendering: Promise<Rendering | undefined> = Promise.resolve(undefined);
      compilation.hooks.processAssets.tap(
        // Just before the minimizers (OPTIMIZE_SIZE), without waiting for the pages: the minifiers
        // work off this thread (swc's threads, esbuild's process), which rendering keeps busy
        // meanwhile. Rendered after them, the pages took the build about 0.8 s more.
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1 },
        () => {
          rendering = this.render(compilation);
        },
      );
      compilation.hooks.processAssets.tapPromise(
        // After the real content hashes (OPTIMIZE_HASH) put the final script names into the
        // template, before the service worker plugin (OPTIMIZE_TRANSFER) lists the assets.
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        async () => this.emit(compilation, await rendering),
      );
    });
  }

  /** Runs the renderer and renders every route. Never rejects: each problem is a compilation error. */
  private async render(compilation: Compilation): Promise<Rendering | undefined> {
    const fail = failWith(compilation);
    const entrypoint = compilation.entrypoints.get(this.options.entry);
    const bundleFile = [...(entrypoint?.getEntrypointChunk().files ?? [])].find((file) => /\.c?js$/.test(file));
    const bundleAsset = bundleFile ? compilation.getAsset(bundleFile) : undefined;
    if (!entrypoint || !bundleAsset) return void fail(`no JavaScript bundle for the entry "${this.options.entry}"`);
    const { chunkFormat } = compilation.outputOptions;
    if (chunkFormat !== "array-push") {
      const format = typeof chunkFormat === "string" ? chunkFormat : "none";
      return void fail(
        `the renderer's chunks must use the "array-push" chunk format (a browser target), not "${format}"`,
      );
    }
    // A failed module leaves a bundle that throws; its own error says more than ours would.
    if (compilation.errors.length > 0) return;

    const chunkAssets = [...asyncChunksOf(entrypoint)]
      .flatMap((chunk) => [...chunk.files])
      .filter((file) => file.endsWith(".js"))
      .map((file) => compilation.getAsset(file))
      .filter((asset): asset is Asset => asset !== undefined);
    const bundlePath = path.join(compilation.outputOptions.path ?? compilation.compiler.context, bundleAsset.name);
    const filesAtRender = new Set(Object.keys(compilation.assets));
    let bundle: PrerenderBundle;
    let routes: PrerenderRoute[];
    try {
      bundle = runRenderer(bundleAsset, chunkAssets, bundlePath);
      routes = await bundle.listRoutes();
    } catch (error) {
      return void fail(`the renderer failed before rendering: ${(error as Error).stack ?? String(error)}`);
    }
    const pages: PageToEmit[] = [];
    for (const route of routes) {
      await nextTurn();
      const expected = route.status ?? 200;
      try {
        const page = await bundle.render(route);
        if (page.status === expected) pages.push({ route, page });
        else fail(`${route.url} rendered with status ${page.status}, expected ${expected}`);
      } catch (error) {
        fail(`${route.url}: ${(error as Error).stack ?? String(error)}`);
      }
    }
    return { pages, filesAtRender };
  }

  /** Fills the template with each rendered page and emits it; drops the renderer and the template. */
  private emit(compilation: Compilation, rendering: Rendering | undefined): void {
    const fail = failWith(compilation);
    const template = compilation.getAsset(this.options.template);
    if (!template) return void fail(`no asset named "${this.options.template}" to fill`);
    const templateHtml = template.source.source().toString();
    if (!hasMarkers(templateHtml)) return void fail(`"${template.name}" lacks one of the markers ${MARKERS}`);
    if (!rendering) return;

    // Files renamed since the render (the real content hashes of minified chunks): a page naming
    // one would link to nothing. The template, filled now, names the scripts and styles.
    const renamed = [...rendering.filesAtRender].filter((file) => compilation.getAsset(file) === undefined);
    const renamedFile = renamed.length > 0 ? new RegExp(renamed.map(escapeRegExp).join("|")) : undefined;
    const { sources } = compilation.compiler.webpack;
    let emitted = 0;
    for (const { route, page } of rendering.pages) {
      const stale = renamedFile?.exec(page.head + page.html)?.[0];
      if (stale) {
        fail(
          `${route.url} names "${stale}", renamed after the page was rendered: leave the scripts and styles to the template`,
        );
        continue;
      }
      // As bytes: webpack writes bytes, and a string source would keep the text and its bytes both.
      const html = Buffer.from(fillTemplate(templateHtml, page, page.scripts));
      compilation.emitAsset(route.file, new sources.RawSource(html));
      emitted += 1;
    }
    // The renderer and the template are tools of the build, not part of the site.
    for (const file of compilation.entrypoints.get(this.options.entry)?.getFiles() ?? []) compilation.deleteAsset(file);
    compilation.deleteAsset(template.name);
    compilation.getLogger(PLUGIN_NAME).info(`prerendered ${emitted} pages`);
  }
}

function failWith(compilation: Compilation) {
  const { WebpackError } = compilation.compiler.webpack;
  return (message: string) => compilation.errors.push(new WebpackError(`${PLUGIN_NAME}: ${message}`));
}

export default PrerenderPlugin;
