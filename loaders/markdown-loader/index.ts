import path from "node:path";
import { createProcessor, type CompileOptions } from "@mdx-js/mdx";
import { VFile } from "vfile";
import type { LoaderContext } from "webpack";
import { ContentError, contentPage, type ContentPageOptions } from "../../markdown/site/content-page/index.ts";
import schema from "./options.json" with { type: "json" };

export interface MarkdownLoaderOptions extends ContentPageOptions {
  /** How MDX compiles the page: @mdx-js/mdx's options, the site's remark, rehype and recma plugins among them. */
  mdx?: CompileOptions;
}

type Format = "md" | "mdx";
type Processor = ReturnType<typeof createProcessor>;

/**
 * One MDX processor per options object and format, made on first use: building one (its plugins
 * attached) costs more than compiling a page with it.
 */
const processors = new WeakMap<object, Map<string, Processor>>();

function processorFor(mdx: CompileOptions, format: Format, development: boolean): Processor {
  let byKind = processors.get(mdx);
  if (!byKind) processors.set(mdx, (byKind = new Map()));
  const kind = `${format}:${development}`;
  let processor = byKind.get(kind);
  if (!processor) byKind.set(kind, (processor = createProcessor({ ...mdx, format, development })));
  return processor;
}

/**
 * An error that names the content file and the line, the way editors and terminals link them (MDX
 * gives some messages no line, but names the place in their text).
 */
function locatedError(loader: LoaderContext<MarkdownLoaderOptions>, line: number | undefined, message: string): Error {
  const file = path.relative(loader.rootContext, loader.resourcePath);
  const located = new Error(`${file}${line === undefined ? "" : `:${line}`}: ${message}`);
  located.name = "MarkdownError";
  // webpack prints the stack of loader errors; the location is the whole story here.
  located.stack = undefined;
  return located;
}

/**
 * Compiles a content page into a React module: it validates the front matter (a problem fails the
 * module with its file and line), lets the site's `transformPage` change the page, declares the
 * files that change read, and compiles the body with MDX (`.md` as Markdown, `.mdx` as MDX). The
 * module's default export renders the page; `frontMatter` exports the front matter as parsed here,
 * once, as data.
 */
export default function markdownLoader(this: LoaderContext<MarkdownLoaderOptions>, source: string): void {
  const callback = this.async();
  const { mdx = {}, ...pageOptions } = this.getOptions(schema as Parameters<typeof this.getOptions>[0]);
  let page;
  try {
    page = contentPage(source, this.resourcePath, pageOptions);
  } catch (error) {
    if (error instanceof ContentError) return callback(locatedError(this, error.line, error.message));
    return callback(error as Error);
  }
  // A file the page was made from, or one it looked for in vain, must rebuild it when it changes
  // or appears: in watch mode and from webpack's persistent cache.
  for (const file of page.dependencies.files) this.addDependency(file);
  for (const file of page.dependencies.missing) this.addMissingDependency(file);

  const format = path.extname(this.resourcePath) === ".mdx" ? "mdx" : "md";
  const processor = processorFor(mdx, format, this.mode === "development");
  // The body keeps blank lines where the front matter was, so MDX's messages give the file's lines.
  const frontMatter = page.frontMatter;
  processor.process(new VFile({ value: page.body, path: this.resourcePath })).then(
    (file) => callback(null, `${String(file.value)}\nexport const frontMatter = ${JSON.stringify(frontMatter)};\n`),
    (error: { line?: number; reason?: string; message: string }) =>
      callback(locatedError(this, error.line, error.reason ?? error.message)),
  );
}
