import path from "node:path";
import type { Root } from "mdast";
import type { VFile } from "vfile";
import type { Module } from "webpack";
import type { FrontMatter } from "../../common/content.ts";
import { urlOfContentFile } from "../../common/contentUrls.ts";
import { readPageTree, type PageContent } from "./parseContentFile.ts";

/** The key of a page module's build info under which the record of the page is kept. */
const BUILD_INFO_KEY = "contentIndexPage";

/** The key of the loader meta that carries a page's record from its compile to its module. */
export const PAGE_RECORD_META_KEY = "contentIndexPage";

/** A page's content as its module's build info keeps it: plain data, as webpack's cache stores it (and JSON, as thread-loader carries it). */
export type PageRecord = Omit<PageContent, "ids"> & { ids: string[] };

/**
 * The records the remark plugin below made, by file, until the page's loader takes them. The
 * plugin runs inside `@mdx-js/loader`, which hands it the page's file but nothing to return a
 * result through; the loader runs in the same process (a worker's, or the build's).
 */
const recordedPages = new Map<string, PageRecord>();

/** The record the remark plugin made of the page at `resourcePath`, handed over once. */
export function takePageRecord(resourcePath: string): PageRecord | undefined {
  const record = recordedPages.get(resourcePath);
  recordedPages.delete(resourcePath);
  return record;
}

/** Keeps a page's record in its module's build info, where the content index reads it. */
export function storePageRecord(module: Module | undefined, record: PageRecord): void {
  if (module?.buildInfo) module.buildInfo[BUILD_INFO_KEY] = record;
}

/** Whether the loaders recorded the page in the module's build info (its build may have failed). */
export function hasPageRecord(module: Module): boolean {
  return module.buildInfo?.[BUILD_INFO_KEY] !== undefined;
}

/** What the loaders recorded of a page in its module's build info, if they did (its build may have failed). */
export function pageContentOf(module: Module): PageContent | undefined {
  const record = module.buildInfo?.[BUILD_INFO_KEY] as PageRecord | undefined;
  return record && { ...record, ids: new Set(record.ids) };
}

export interface RemarkPageRecordOptions {
  /** Absolute path of the content folder: a page's address follows from its path in it. */
  contentDirectory: string;
  /** Public origin of the site: the links of the page's Markdown text are made absolute against it. */
  siteUrl: string;
}

/** Node types of the front matter: the YAML block, and the export remark-mdx-frontmatter makes of it. */
const FRONT_MATTER_TYPES = new Set(["yaml", "mdxjsEsm"]);

/**
 * The last remark plugin of the pages' MDX compilation: it records what the content index needs of
 * the page (headings, ids, links, text, front matter) from the tree `@mdx-js/loader` parsed, for the
 * page's loader to hand on (`takePageRecord`) and `pageRecordLoader` to keep in the module's build
 * info: the index needs no parse of its own, and webpack's cache keeps the record with the module. The front matter is the JSON the markdown loader validated and wrote.
 */
export function remarkPageRecord({ contentDirectory, siteUrl }: RemarkPageRecordOptions) {
  return (tree: Root, file: VFile): void => {
    if (file.path === undefined) return;
    const frontMatterNode = tree.children.find((node) => node.type === "yaml");
    const frontMatterEnd = frontMatterNode?.position?.end.offset ?? 0;
    const text = String(file.value);
    const relativePath = path.relative(contentDirectory, file.path).split(path.sep).join("/");
    const content = readPageTree({
      tree: { ...tree, children: tree.children.filter((node) => !FRONT_MATTER_TYPES.has(node.type)) },
      file,
      // Positions stay offsets into the text; the front matter is not part of the page's Markdown.
      body: text.slice(0, frontMatterEnd).replace(/[^\n]/g, " ") + text.slice(frontMatterEnd),
      frontMatter: (frontMatterNode ? JSON.parse(frontMatterNode.value) : {}) as FrontMatter,
      pageUrl: new URL(urlOfContentFile(relativePath), siteUrl).href,
    });
    recordedPages.set(file.path, { ...content, ids: [...content.ids] });
  };
}
