import { compile } from "@mdx-js/mdx";
import path from "node:path";
import remarkGfm from "remark-gfm";
import type { PluggableList } from "unified";
import type { LoaderContext } from "webpack";
import recmaJsxRuntimeNamespace from "../../markdown/recma-jsx-runtime-namespace/index.ts";
import { ContentError } from "./frontMatter.ts";
import schema from "./options.json" with { type: "json" };
import { pageSource } from "./pageSource.ts";

export interface MarkdownLoaderOptions {
  remarkPlugins?: PluggableList;
  rehypePlugins?: PluggableList;
  /** Where `npm run fetch` keeps package READMEs; pages naming a fetched `package` show its README. */
  fetchedDirectory?: string;
}

type Point = { line?: number; column?: number };

/** The shape of a vfile message, as MDX and remark throw them. */
interface LocatedMessage {
  line?: number | null;
  column?: number | null;
  place?: Point | { start?: Point } | null;
  reason?: string;
}

/** Some MDX errors carry their position only in the text: "Expected a closing tag for `<div>` (7:1-7:6)". */
const POSITION_IN_TEXT = /\((\d+):(\d+)(?:-\d+:\d+)?\)$/;

function locationOf(message: LocatedMessage): Point {
  const place = message.place;
  const start = place && "start" in place ? place.start : (place as Point | null | undefined);
  const [, textLine, textColumn] = POSITION_IN_TEXT.exec(message.reason ?? "") ?? [];
  return {
    line: message.line ?? start?.line ?? (textLine ? Number(textLine) : undefined),
    column: message.column ?? start?.column ?? (textColumn ? Number(textColumn) : undefined),
  };
}

/** An error that names the content file and the line, the way editors and terminals link them. */
function locatedError(loader: LoaderContext<MarkdownLoaderOptions>, message: string, line: number, column?: number) {
  const file = path.relative(loader.rootContext, loader.resourcePath);
  const error = new Error(`${file}:${line}${column ? `:${column}` : ""}: ${message}`);
  error.name = "MarkdownError";
  // webpack prints the stack of loader errors; the location is the whole story here.
  error.stack = undefined;
  return error;
}

async function toModule(source: string, loader: LoaderContext<MarkdownLoaderOptions>): Promise<string> {
  const options = loader.getOptions(schema as Parameters<typeof loader.getOptions>[0]);
  const page = pageSource(source, loader.resourcePath, options.fetchedDirectory);
  // Fetching a README, or deleting it, must rebuild the page, also from webpack's persistent cache.
  for (const file of page.dependencies.files) loader.addDependency(file);
  for (const file of page.dependencies.missing) loader.addMissingDependency(file);
  const compiled = await compile(
    { value: page.body, path: loader.resourcePath },
    {
      format: page.format,
      jsxImportSource: "react",
      remarkPlugins: [remarkGfm, ...page.remarkPlugins, ...(options.remarkPlugins ?? [])],
      rehypePlugins: options.rehypePlugins ?? [],
      recmaPlugins: [recmaJsxRuntimeNamespace],
    },
  );
  return `${String(compiled.value)}\nexport const frontMatter = ${JSON.stringify(page.frontMatter)};\n`;
}

/**
 * Turns a Markdown or MDX file with YAML front matter into a React module: the default export
 * renders the page, `frontMatter` carries its validated fields.
 */
export default function markdownLoader(this: LoaderContext<MarkdownLoaderOptions>, source: string): void {
  const callback = this.async();
  toModule(source, this).then(
    (code) => callback(null, code),
    (error: unknown) => {
      if (error instanceof ContentError) return callback(locatedError(this, error.message, error.line));
      const message = error as LocatedMessage & Error;
      const { line, column } = locationOf(message);
      if (typeof line === "number")
        return callback(locatedError(this, message.reason ?? message.message, line, column));
      return callback(error as Error);
    },
  );
}
