import path from "node:path";
import { pathToFileURL } from "node:url";
import type { LoaderContext } from "webpack";
import type { FrontMatter } from "../../common/content.ts";
import {
  ContentError,
  contentPage,
  type ContentPageOptions,
  type TransformPage,
} from "../../markdown/site/content-page/index.ts";
import schema from "./options.json" with { type: "json" };

/**
 * `transformPage` named by the module that makes it, `import(path)[exportName](argument)`: the
 * form that survives thread-loader, which hands its worker processes the options as JSON.
 */
export interface TransformPageModule {
  path: string;
  exportName: string;
  argument?: unknown;
}

export type MarkdownLoaderOptions = ContentPageOptions & { transformPageModule?: TransformPageModule };

/** An error that names the content file and the line, the way editors and terminals link them. */
function locatedError(loader: LoaderContext<MarkdownLoaderOptions>, error: ContentError): Error {
  const file = path.relative(loader.rootContext, loader.resourcePath);
  const located = new Error(`${file}:${error.line}: ${error.message}`);
  located.name = "MarkdownError";
  // webpack prints the stack of loader errors; the location is the whole story here.
  located.stack = undefined;
  return located;
}

/**
 * The page's validated front matter as a YAML block (JSON is YAML) that ends on the line where the
 * file's own front matter ended, so every line of the body keeps its number in the next loader's
 * messages.
 */
function frontMatterBlock(frontMatter: FrontMatter, lines: number): string {
  const padding = "\n".repeat(Math.max(lines - 3, 0));
  return `---\n${JSON.stringify(frontMatter)}\n${padding}---\n`;
}

/** The transforms made from modules, once per process and module, factory and argument. */
const transformsFromModules = new Map<string, Promise<TransformPage>>();

function transformFromModule({ path: modulePath, exportName, argument }: TransformPageModule): Promise<TransformPage> {
  const key = JSON.stringify([modulePath, exportName, argument]);
  let transform = transformsFromModules.get(key);
  if (!transform) {
    transform = import(pathToFileURL(modulePath).href).then((exports: Record<string, unknown>) => {
      const factory = exports[exportName];
      if (typeof factory !== "function") throw new Error(`${modulePath} has no function named ${exportName}`);
      return factory(argument) as TransformPage;
    });
    transformsFromModules.set(key, transform);
  }
  return transform;
}

/** What the loader hands on for the page, or the error that fails its module. */
function handedOn(loader: LoaderContext<MarkdownLoaderOptions>, source: string, options: ContentPageOptions) {
  let page;
  try {
    page = contentPage(source, loader.resourcePath, options);
  } catch (error) {
    if (error instanceof ContentError) return locatedError(loader, error);
    throw error;
  }
  // A file the page was made from, or one it looked for in vain, must rebuild it when it changes
  // or appears: in watch mode and from webpack's persistent cache.
  for (const file of page.dependencies.files) loader.addDependency(file);
  for (const file of page.dependencies.missing) loader.addMissingDependency(file);
  const blankLines = /^\n*/.exec(page.body)?.[0].length ?? 0;
  return frontMatterBlock(page.frontMatter, blankLines) + page.body.slice(blankLines);
}

/**
 * The first loader of a Markdown chain: it decides what a content page is made of and hands that
 * on as Markdown (or MDX) with YAML front matter, for `@mdx-js/loader` to compile. It validates
 * the front matter (a problem fails the module with its file and line), lets the site's
 * `transformPage` change the page, and declares the files that change read.
 */
export default function markdownLoader(this: LoaderContext<MarkdownLoaderOptions>, source: string): string | void {
  const { transformPageModule, ...options } = this.getOptions(schema as Parameters<typeof this.getOptions>[0]);
  if (!transformPageModule) {
    const result = handedOn(this, source, options);
    return typeof result === "string" ? result : this.callback(result);
  }
  const callback = this.async();
  transformFromModule(transformPageModule)
    .then((transformPage) => {
      const result = handedOn(this, source, { ...options, transformPage });
      if (typeof result === "string") callback(null, result);
      else callback(result);
    })
    .catch(callback);
}
