import { compile } from "@mdx-js/mdx";
import { createHash } from "node:crypto";
import path from "node:path";
import remarkGfm from "remark-gfm";
import type { PluggableList } from "unified";
import type { LoaderContext } from "webpack";
import { optionsFingerprint } from "../../markdown/optionsFingerprint.ts";
import recmaJsxRuntimeNamespace from "../../markdown/recma-jsx-runtime-namespace/index.ts";
import { ContentError } from "./frontMatter.ts";
import schema from "./options.json" with { type: "json" };
import { pageSource } from "./pageSource.ts";

export interface MarkdownLoaderOptions {
  remarkPlugins?: PluggableList;
  rehypePlugins?: PluggableList;
  /** Where `npm run fetch` keeps package READMEs; pages naming a fetched `package` show its README. */
  fetchedDirectory?: string;
  /** In hot mode, the module whose default export receives a page's updates: `(previousExports, nextExports) => void`. */
  hotUpdate?: string;
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

/**
 * The latest module compiled from each file in this process, by what it was compiled from. When
 * several compilers build the same pages in one process (the client build and the prerender of
 * `npm run build`), the second one takes the first one's result instead of compiling it again.
 */
const compiledInProcess = new Map<string, { key: string; code: Promise<string> }>();

async function toModule(
  source: string,
  options: MarkdownLoaderOptions,
  loader: LoaderContext<MarkdownLoaderOptions>,
): Promise<string> {
  const page = pageSource(source, loader.resourcePath, options.fetchedDirectory);
  // Fetching a README, or deleting it, must rebuild the page, also from webpack's persistent cache.
  for (const file of page.dependencies.files) loader.addDependency(file);
  for (const file of page.dependencies.missing) loader.addMissingDependency(file);
  // The body holds the fetched README when there is one, so the key covers that file too.
  const key = createHash("sha256")
    .update(JSON.stringify([optionsFingerprint(options), optionsFingerprint(page.remarkPlugins), page.format]))
    .update(JSON.stringify([page.frontMatter, page.body]))
    .digest("base64url");
  const earlier = compiledInProcess.get(loader.resourcePath);
  if (earlier?.key === key) return earlier.code;
  const code = compile(
    { value: page.body, path: loader.resourcePath },
    {
      format: page.format,
      jsxImportSource: "react",
      remarkPlugins: [remarkGfm, ...page.remarkPlugins, ...(options.remarkPlugins ?? [])],
      rehypePlugins: options.rehypePlugins ?? [],
      recmaPlugins: [recmaJsxRuntimeNamespace],
    },
  ).then((compiled) => `${String(compiled.value)}\nexport const frontMatter = ${JSON.stringify(page.frontMatter)};\n`);
  compiledInProcess.set(loader.resourcePath, { key, code });
  // A failure is reported by every compiler that meets it, never remembered.
  code.catch(() => {
    if (compiledInProcess.get(loader.resourcePath)?.code === code) compiledInProcess.delete(loader.resourcePath);
  });
  return code;
}

/**
 * Hot mode: the page accepts its own updates, so an edit replaces the page instead of reloading the
 * app. It hands its previous exports and its new ones to the app's `hotUpdate` module, which swaps
 * them wherever the previous ones are in use.
 */
function hotUpdateCode(hotUpdate: string): string {
  return `
import __markdownHotUpdate from ${JSON.stringify(hotUpdate)};
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept();
  import.meta.webpackHot.dispose((data) => { data.previous = __webpack_module__.exports; });
  if (import.meta.webpackHot.data?.previous) __markdownHotUpdate(import.meta.webpackHot.data.previous, __webpack_module__.exports);
}
`;
}

/**
 * Turns a Markdown or MDX file with YAML front matter into a React module: the default export
 * renders the page, `frontMatter` carries its validated fields.
 */
export default function markdownLoader(this: LoaderContext<MarkdownLoaderOptions>, source: string): void {
  const callback = this.async();
  const options = this.getOptions(schema as Parameters<typeof this.getOptions>[0]);
  toModule(source, options, this).then(
    (code) => callback(null, this.hot && options.hotUpdate ? code + hotUpdateCode(options.hotUpdate) : code),
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
