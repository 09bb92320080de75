import type { Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified, type PluggableList } from "unified";
import { visit } from "unist-util-visit";
import { VFile } from "vfile";
import type { FrontMatter } from "../../common/content.ts";
import { pageSource, type PageSource } from "../../loaders/markdown-loader/pageSource.ts";
import type { Anchor } from "../../common/content.ts";
import remarkHeadingIds from "../../markdown/remark-heading-ids/index.ts";
import { pageMarkdown } from "./pageMarkdown.ts";
import { sectionTexts, type SectionText } from "./sectionTexts.ts";

export interface LinkReference {
  url: string;
  line: number;
}

export interface ParsedContent {
  frontMatter: FrontMatter;
  anchors: Anchor[];
  /** Every id an internal link may point at: headings and generated anchors. */
  ids: Set<string>;
  /** Links to pages of this site (absolute paths, or `#hash` on the same page). */
  internalLinks: LinkReference[];
  /** The page's text, heading section by heading section, for search. */
  sections: SectionText[];
  /** Fetched files the page was made from or looked for (its package's README). */
  dependencies: PageSource["dependencies"];
  /** The page's text as Markdown for tools (see `pageMarkdown`), emitted beside its HTML. */
  markdown: string;
}

export interface ParseOptions {
  remarkPlugins: PluggableList;
  fetchedDirectory?: string;
  /** The page's absolute address, which its Markdown's links are resolved against. */
  pageUrl: string;
}

function isInternal(url: string): boolean {
  return url.startsWith("/") ? !url.startsWith("//") : url.startsWith("#");
}

/**
 * Reads what the content index needs from one file, running the same remark plugins as the
 * loader so that generated headings and anchors match the rendered page exactly.
 */
export function parseContentFile(source: string, filePath: string, options: ParseOptions): ParsedContent {
  const { remarkPlugins, fetchedDirectory, pageUrl } = options;
  const page = pageSource(source, filePath, fetchedDirectory);
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkPlugins).use(remarkHeadingIds);
  const file = new VFile({ value: page.body, path: filePath });
  const tree = processor.runSync(processor.parse(file), file) as Root;

  const ids = new Set<string>();
  const internalLinks: LinkReference[] = [];
  visit(tree, (node) => {
    const id = (node.data as { hProperties?: { id?: unknown } } | undefined)?.hProperties?.id;
    if (typeof id === "string") ids.add(id);
    if ((node.type === "link" || node.type === "definition") && isInternal(node.url)) {
      internalLinks.push({ url: node.url, line: node.position?.start.line ?? 1 });
    }
  });
  return {
    frontMatter: page.frontMatter,
    anchors: file.data.anchors ?? [],
    ids,
    internalLinks,
    sections: sectionTexts(tree),
    dependencies: page.dependencies,
    markdown: pageMarkdown({
      body: page.body,
      tree,
      generatedBlocks: file.data.generatedBlocks ?? [],
      pageUrl,
    }),
  };
}
