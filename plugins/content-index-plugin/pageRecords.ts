import path from "node:path";
import type { Root } from "mdast";
import type { VFile } from "vfile";
import type { Module, NormalModule } from "webpack";
import type { FrontMatter } from "../../common/content.ts";
import { urlOfContentFile } from "../../common/contentUrls.ts";
import { pageContentFromBuffer, pageContentToBuffer } from "./pageContentBuffer.ts";
import { readPageTree, type PageContent } from "./parseContentFile.ts";

/** The key of a page module's build info under which the record of the page is kept. */
const BUILD_INFO_KEY = "contentIndexPage";

/**
 * The page modules whose loaders run now, by file. The remark plugin below runs inside
 * `@mdx-js/loader`, which hands it the page's file but not the module being built.
 */
const pagesBeingBuilt = new Map<string, NormalModule>();

/** Called before a page module's loaders run: the remark plugin will record the page in its build info. */
export function expectPageRecord(module: NormalModule): void {
  pagesBeingBuilt.set(module.resource, module);
}

/** Whether the loaders recorded the page in the module's build info (its build may have failed). */
export function hasPageRecord(module: Module): boolean {
  return module.buildInfo?.[BUILD_INFO_KEY] !== undefined;
}

/** What the loaders recorded of a page in its module's build info, if they did (its build may have failed). */
export function pageContentOf(module: Module): PageContent | undefined {
  const stored = module.buildInfo?.[BUILD_INFO_KEY] as Buffer | undefined;
  return stored && pageContentFromBuffer(stored);
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
 * the page (headings, ids, links, text, front matter) in the module's build info, from the tree
 * `@mdx-js/loader` parsed, so the index needs no parse of its own and webpack's cache keeps the
 * record with the module. The front matter is the JSON the markdown loader validated and wrote.
 */
export function remarkPageRecord({ contentDirectory, siteUrl }: RemarkPageRecordOptions) {
  return (tree: Root, file: VFile): void => {
    const module = file.path === undefined ? undefined : pagesBeingBuilt.get(file.path);
    if (!module?.buildInfo) return;
    pagesBeingBuilt.delete(module.resource);
    const frontMatterNode = tree.children.find((node) => node.type === "yaml");
    const frontMatterEnd = frontMatterNode?.position?.end.offset ?? 0;
    const text = String(file.value);
    const relativePath = path.relative(contentDirectory, module.resource).split(path.sep).join("/");
    const content = readPageTree({
      tree: { ...tree, children: tree.children.filter((node) => !FRONT_MATTER_TYPES.has(node.type)) },
      file,
      // Positions stay offsets into the text; the front matter is not part of the page's Markdown.
      body: text.slice(0, frontMatterEnd).replace(/[^\n]/g, " ") + text.slice(frontMatterEnd),
      frontMatter: (frontMatterNode ? JSON.parse(frontMatterNode.value) : {}) as FrontMatter,
      pageUrl: new URL(urlOfContentFile(relativePath), siteUrl).href,
    });
    module.buildInfo[BUILD_INFO_KEY] = pageContentToBuffer(content);
  };
}
