import { isMap, parseDocument, visit, type Alias, type Document } from "yaml";
import type { FrontMatter } from "../../../common/content.ts";
import { exampleProblem } from "./examples.ts";

/** A problem in a content file, located by its 1-based line. */
export class ContentError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = "ContentError";
  }
}

export interface FrontMatterOptions {
  /** The folder of the example projects a page's `example` may name; without it only the name's form is checked. */
  examplesDirectory?: string;
  /**
   * The keys a blog post's `authors` may name, `null` for a page of a site with a blog that is not
   * one of its posts (no authors then); without it, `authors` is only checked to be a list of names.
   */
  postAuthors?: ReadonlySet<string> | null;
}

export interface SplitContent {
  frontMatter: FrontMatter;
  /** The body, with the front matter replaced by blank lines so that line numbers stay true. */
  body: string;
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

const STRING_FIELDS = ["title", "group", "description", "edit", "repo", "source", "package", "example"] as const;
const KNOWN_FIELDS = new Set<string>([...STRING_FIELDS, "sort", "contributors", "related", "keywords", "authors"]);

function lineOf(source: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset && index < source.length; index += 1) {
    if (source.charCodeAt(index) === 10) line += 1;
  }
  return line;
}

function keyLine(document: Document, yamlText: string, key: string): number {
  const contents = document.contents;
  if (!isMap(contents)) return 2;
  const pair = contents.items.find((item) => String((item.key as { value?: unknown })?.value) === key);
  const range = (pair?.key as { range?: [number, number, number] } | undefined)?.range;
  // The YAML text starts on line 2, right after the opening fence.
  return range ? lineOf(yamlText, range[0]) + 1 : 2;
}

function firstAlias(document: Document): Alias | undefined {
  let found: Alias | undefined;
  visit(document, {
    Alias(_key, alias) {
      found = alias;
      return visit.BREAK;
    },
  });
  return found;
}

function isString(value: unknown): value is string {
  return typeof value === "string" && value.trim().length > 0;
}

/** GitHub user names: letters, digits and single inner hyphens, at most 39; apps end in `[bot]`. */
const GITHUB_HANDLE = /^[a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38}(?:\[bot\])?$/i;

export function isGithubHandle(value: unknown): value is string {
  return typeof value === "string" && GITHUB_HANDLE.test(value);
}

/** What is wrong with a page's `authors`, if anything: a post names one or more known authors, other pages none. */
function authorsProblem(authors: unknown, postAuthors: ReadonlySet<string> | null | undefined): string | undefined {
  if (postAuthors === null) return authors === undefined ? undefined : '"authors" is for blog posts only';
  if (postAuthors === undefined) {
    const isList = authors === undefined || (Array.isArray(authors) && authors.every(isString));
    return isList ? undefined : '"authors" must be a list of author keys';
  }
  if (!Array.isArray(authors) || authors.length === 0 || !authors.every(isString)) {
    return 'a blog post needs "authors", a list of the keys of its authors in the blog\'s authors.json';
  }
  const unknown = authors.find((author) => !postAuthors.has(author));
  return unknown === undefined
    ? undefined
    : `unknown author "${unknown}": authors.json has ${[...postAuthors].join(", ")}`;
}

/** The fields of `FrontMatter` (common/content.ts), each of its type: any other field is an error. */
function validate(
  data: Record<string, unknown>,
  line: (key: string) => number,
  { examplesDirectory, postAuthors }: FrontMatterOptions,
): FrontMatter {
  for (const key of Object.keys(data)) {
    if (!KNOWN_FIELDS.has(key)) throw new ContentError(`front matter: unknown field "${key}"`, line(key));
  }
  if (!isString(data.title)) {
    throw new ContentError('front matter: "title" is required and must be a non-empty string', line("title"));
  }
  for (const key of STRING_FIELDS) {
    if (data[key] !== undefined && !isString(data[key])) {
      throw new ContentError(`front matter: "${key}" must be a non-empty string`, line(key));
    }
  }
  if (data.sort !== undefined && (typeof data.sort !== "number" || !Number.isFinite(data.sort))) {
    throw new ContentError('front matter: "sort" must be a number', line("sort"));
  }
  const contributors = data.contributors;
  if (contributors !== undefined && (!Array.isArray(contributors) || !contributors.every(isGithubHandle))) {
    throw new ContentError('front matter: "contributors" must be a list of GitHub handles', line("contributors"));
  }
  const keywords = data.keywords;
  if (keywords !== undefined && (!Array.isArray(keywords) || !keywords.every(isString))) {
    throw new ContentError('front matter: "keywords" must be a list of non-empty strings', line("keywords"));
  }
  const related = data.related;
  if (
    related !== undefined &&
    (!Array.isArray(related) ||
      !related.every(
        (entry: unknown) =>
          typeof entry === "object" &&
          entry !== null &&
          isString((entry as Record<string, unknown>).title) &&
          isString((entry as Record<string, unknown>).url),
      ))
  ) {
    throw new ContentError('front matter: "related" must be a list of { title, url }', line("related"));
  }
  const authors = authorsProblem(data.authors, postAuthors);
  if (authors) throw new ContentError(`front matter: ${authors}`, line("authors"));
  const example = typeof data.example === "string" ? exampleProblem(data.example, examplesDirectory) : undefined;
  if (example) throw new ContentError(`front matter: ${example}`, line("example"));
  return data as unknown as FrontMatter;
}

/** Separates and validates the YAML front matter of a Markdown/MDX file. */
export function splitFrontMatter(source: string, options: FrontMatterOptions = {}): SplitContent {
  const match = FENCE.exec(source);
  if (!match) throw new ContentError("front matter: the file must start with a --- fenced YAML block", 1);
  const yamlText = match[1] ?? "";
  const document = parseDocument(yamlText, { prettyErrors: false });
  const [firstError] = document.errors;
  if (firstError) {
    const line = lineOf(yamlText, firstError.pos[0]) + 1;
    throw new ContentError(`front matter: invalid YAML: ${firstError.message.split("\n")[0]}`, line);
  }
  // Front matter has no use for anchors and aliases, and a value such as `*Note* on caching` is
  // text someone forgot to quote: reading it as an alias would throw yaml's own ReferenceError.
  const alias = firstAlias(document);
  if (alias) {
    throw new ContentError(
      `front matter: "*${alias.source}" reads as a YAML alias, which front matter does not use; quote the value`,
      alias.range ? lineOf(yamlText, alias.range[0]) + 1 : 2,
    );
  }
  const data: unknown = document.toJS();
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new ContentError("front matter: expected a mapping of fields", 2);
  }
  const frontMatter = validate(data as Record<string, unknown>, (key) => keyLine(document, yamlText, key), options);
  const blankLines = "\n".repeat(lineOf(match[0], match[0].length) - 1);
  return { frontMatter, body: blankLines + source.slice(match[0].length) };
}
