import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { PluggableList } from "unified";
import type { Compiler } from "webpack";
import {
  ContentError,
  isBlogPost,
  postDate,
  type BlogOptions,
  type ContentPageOptions,
} from "../../markdown/site/content-page/index.ts";
import { pageContentFromBuffer, pageContentToBuffer } from "./pageContentBuffer.ts";
import { parseContentFile, type ParsedContent } from "./parseContentFile.ts";
import { compareBlogPosts, compareNodes } from "./sortNodes.ts";
import type { ContentDirectory, ContentFile, ContentNode } from "../../common/content.ts";
import { isContentFile, urlOfContentFile, urlOfContentFolder } from "../../common/contentUrls.ts";

export interface ContentProblem {
  /** Absolute path of the file. */
  file: string;
  line: number;
  message: string;
}

export interface IndexedFile {
  node: ContentFile;
  absolutePath: string;
  parsed: ParsedContent;
}

export interface ContentIndex {
  /** Absolute path of the content folder. */
  contentDirectory: string;
  root: ContentDirectory;
  /** The content folder's subfolders by name, after `""` for its top-level pages. */
  sections: string[];
  /** Every page in sidebar order. */
  files: IndexedFile[];
  problems: ContentProblem[];
}

export interface BuildIndexOptions {
  contentDirectory: string;
  repositoryRoot: string;
  /** Base of the "Edit Document" links; the file's repository path is appended. */
  editBase: string;
  remarkPlugins: PluggableList;
  /** Public origin of the site: the pages' Markdown links are absolute against it. */
  siteUrl: string;
  /** Parsed files of earlier builds, reused while the snapshot of the files they were made from is valid. */
  cache: ParseCache;
  /** Snapshots of the files a page is made from: webpack's file system info in the plugin. */
  snapshots: FileSnapshots;
  /** How pages are read, as the markdown loader reads them (see markdown/site/content-page). */
  page: ContentPageOptions;
  /**
   * Reads a page from elsewhere instead of parsing it (the plugin: from what its module's loaders
   * recorded), or hands it to `parse`, the index's own reading; `undefined` leaves the page out
   * (its module failed, and the build says why).
   */
  readPage?: (absolutePath: string, parse: () => Promise<ReadPage>) => Promise<ReadPage | undefined>;
}

/** A page as read, and its file's size. */
export interface ReadPage {
  size: number;
  parsed: ParsedContent;
}

/** A parsed page, its file's size, and the snapshot of the files it was made from. */
export interface CachedParse {
  snapshot: unknown;
  size: number;
  parsed: ParsedContent;
}

/** Parsed pages by absolute path: webpack's cache in the plugin, a map in `checkContent`. */
export interface ParseCache {
  get(absolutePath: string): Promise<CachedParse | undefined>;
  set(absolutePath: string, entry: CachedParse): Promise<void>;
}

/**
 * Tells whether files changed since they were read, as webpack's `compilation.fileSystemInfo`
 * does (timestamps or hashes, as the compiler's `snapshot` options say).
 */
export interface FileSnapshots {
  /** A snapshot of `files` and of the `missing` ones, taken from `startTime` (when reading began). */
  create(startTime: number, files: readonly string[], missing: readonly string[]): Promise<unknown>;
  isValid(snapshot: unknown): Promise<boolean>;
}

/** A cache that lives as long as the map. */
export function mapParseCache(map = new Map<string, CachedParse>()): ParseCache {
  return {
    get: (absolutePath) => Promise.resolve(map.get(absolutePath)),
    set: (absolutePath, entry) => {
      map.set(absolutePath, entry);
      return Promise.resolve();
    },
  };
}

/** Webpack's cache of the compiler (`compiler.getCache`), each page's content kept as one buffer. */
export function webpackParseCache(cache: ReturnType<Compiler["getCache"]>): ParseCache {
  type StoredParse = Omit<CachedParse, "parsed"> & { parsed: Buffer };
  return {
    get: async (absolutePath) => {
      const stored = await cache.getPromise<StoredParse | undefined>(absolutePath, null);
      return stored && { ...stored, parsed: pageContentFromBuffer<ParsedContent>(stored.parsed) };
    },
    set: (absolutePath, entry) =>
      cache.storePromise(absolutePath, null, { ...entry, parsed: pageContentToBuffer(entry.parsed) }),
  };
}

function toPosix(filePath: string): string {
  return filePath.split(path.sep).join("/");
}

async function parseWithCache(absolutePath: string, url: string, options: BuildIndexOptions) {
  const cached = await options.cache.get(absolutePath);
  if (cached && (await options.snapshots.isValid(cached.snapshot))) return cached;
  const startTime = Date.now();
  const bytes = await readFile(absolutePath);
  const parsed = parseContentFile(bytes.toString("utf8"), absolutePath, {
    remarkPlugins: options.remarkPlugins,
    page: options.page,
    pageUrl: new URL(url, options.siteUrl).href,
  });
  const { files, missing } = parsed.dependencies;
  const snapshot = await options.snapshots.create(startTime, [absolutePath, ...files], missing);
  const entry = { snapshot, size: bytes.length, parsed };
  await options.cache.set(absolutePath, entry);
  return entry;
}

/** A blog post's day and its authors as the blog's list describes them (the front matter rules checked both). */
function postFields(absolutePath: string, authors: string[] | undefined, blog: BlogOptions | undefined) {
  if (!blog || !authors || !isBlogPost(absolutePath, blog)) return {};
  return { date: postDate(absolutePath), authors: authors.flatMap((key) => blog.authors[key] ?? []) };
}

async function readFileNode(absolutePath: string, options: BuildIndexOptions): Promise<IndexedFile | undefined> {
  const url = urlOfContentFile(toPosix(path.relative(options.contentDirectory, absolutePath)));
  const parse = () => parseWithCache(absolutePath, url, options);
  const page = options.readPage ? await options.readPage(absolutePath, parse) : await parse();
  if (!page) return undefined;
  const { parsed, size } = page;
  const repositoryPath = toPosix(path.relative(options.repositoryRoot, absolutePath));
  const { frontMatter } = parsed;
  const extension = path.extname(absolutePath) as ContentFile["extension"];
  const node: ContentFile = {
    type: "file",
    path: repositoryPath,
    name: path.basename(absolutePath, extension),
    size,
    extension,
    url,
    title: frontMatter.title,
    sort: frontMatter.sort ?? 0,
    anchors: parsed.anchors,
    // The handles the page names itself; a plugin that knows the page's history adds its authors.
    contributors: (frontMatter.contributors ?? []).map((handle) => ({ name: handle, github: handle })),
    related: frontMatter.related ?? [],
    edit: frontMatter.edit ?? `${options.editBase}${repositoryPath}`,
    ...(frontMatter.group && { group: frontMatter.group }),
    ...(frontMatter.description && { description: frontMatter.description }),
    ...(frontMatter.source && { source: frontMatter.source }),
    ...(frontMatter.repo && { repo: frontMatter.repo }),
    ...postFields(absolutePath, frontMatter.authors, options.page.blog),
  };
  return { node, absolutePath, parsed };
}

async function readDirectory(
  absolutePath: string,
  options: BuildIndexOptions,
  lookup: Map<string, IndexedFile>,
  problems: ContentProblem[],
): Promise<ContentDirectory> {
  const entries = (await readdir(absolutePath, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  // All at once: a page read from its module waits for its build, and the builds run together.
  const nodes = await Promise.all(
    entries.map(async (entry): Promise<ContentNode | undefined> => {
      const entryPath = path.join(absolutePath, entry.name);
      if (entry.isDirectory()) return readDirectory(entryPath, options, lookup, problems);
      if (!isContentFile(entry.name)) return undefined;
      try {
        const indexed = await readFileNode(entryPath, options);
        if (indexed) lookup.set(indexed.node.path, indexed);
        return indexed?.node;
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        problems.push({ file: entryPath, line: error.line, message: error.message });
        return undefined;
      }
    }),
  );
  const children = nodes.filter((node) => node !== undefined);
  const relative = toPosix(path.relative(options.contentDirectory, absolutePath));
  children.sort(relative === "blog" ? compareBlogPosts : compareNodes);
  return {
    type: "directory",
    path: toPosix(path.relative(options.repositoryRoot, absolutePath)),
    name: path.basename(absolutePath),
    size: children.reduce((total, child) => total + child.size, 0),
    url: urlOfContentFolder(relative),
    children,
  };
}

function collectFiles(directory: ContentDirectory, lookup: ReadonlyMap<string, IndexedFile>): IndexedFile[] {
  return directory.children.flatMap((child) =>
    child.type === "directory"
      ? collectFiles(child, lookup)
      : [lookup.get(child.path)].filter((file) => file !== undefined),
  );
}

/** Walks the content folder and builds the content index, collecting problems instead of stopping. */
export async function buildIndex(options: BuildIndexOptions): Promise<ContentIndex> {
  const problems: ContentProblem[] = [];
  const lookup = new Map<string, IndexedFile>();
  const root = await readDirectory(options.contentDirectory, options, lookup, problems);
  const sections = root.children.flatMap((node) => (node.type === "directory" ? [node.name] : [])).sort();
  return {
    contentDirectory: options.contentDirectory,
    root,
    sections: ["", ...sections],
    files: collectFiles(root, lookup),
    problems,
  };
}
