import path from "node:path";
import type { LoaderContext } from "webpack";
import type { FrontMatter } from "../../common/content.ts";
import { ContentError, contentPage, type ContentPageOptions } from "../../markdown/site/content-page/index.ts";
import schema from "./options.json" with { type: "json" };

export type MarkdownLoaderOptions = ContentPageOptions;

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

/**
 * The first loader of a Markdown chain: it decides what a content page is made of and hands that
 * on as Markdown (or MDX) with YAML front matter, for `@mdx-js/loader` to compile. It validates
 * the front matter (a problem fails the module with its file and line), lets the site's
 * `transformPage` change the page, and declares the files that change read.
 */
export default function markdownLoader(this: LoaderContext<MarkdownLoaderOptions>, source: string): string | void {
  const options = this.getOptions(schema as Parameters<typeof this.getOptions>[0]);
  let page;
  try {
    page = contentPage(source, this.resourcePath, options);
  } catch (error) {
    if (error instanceof ContentError) return this.callback(locatedError(this, error));
    throw error;
  }
  // A file the page was made from, or one it looked for in vain, must rebuild it when it changes
  // or appears: in watch mode and from webpack's persistent cache.
  for (const file of page.dependencies.files) this.addDependency(file);
  for (const file of page.dependencies.missing) this.addMissingDependency(file);
  const blankLines = /^\n*/.exec(page.body)?.[0].length ?? 0;
  return frontMatterBlock(page.frontMatter, blankLines) + page.body.slice(blankLines);
}
