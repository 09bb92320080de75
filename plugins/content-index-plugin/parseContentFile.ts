import type { Root } from "mdast";
import remarkParse from "remark-parse";
import { unified, type PluggableList } from "unified";
import { visit } from "unist-util-visit";
import { VFile } from "vfile";
import type { Anchor, FrontMatter } from "../../common/content.ts";
import { contentPage, type ContentPageOptions, type PageDependencies } from "../../markdown/site/content-page/index.ts";
import { pageMarkdown } from "./pageMarkdown.ts";
import { sectionTexts, type SectionText } from "./sectionTexts.ts";

export interface LinkReference {
  url: string;
  line: number;
}

/** What the content index keeps of a page. */
export interface PageContent {
  frontMatter: FrontMatter;
  anchors: Anchor[];
  /** Every id an internal link may point at: headings and generated anchors. */
  ids: Set<string>;
  /** Links to pages of this site (absolute paths, or `#hash` on the same page). */
  internalLinks: LinkReference[];
  /** The page's text, heading section by heading section, for search. */
  sections: SectionText[];
  /** The page's text as Markdown for tools (see `pageMarkdown`), emitted beside its HTML. */
  markdown: string;
}

/** A page parsed by `parseContentFile`, with the files it was made from. */
export interface ParsedContent extends PageContent {
  /** Files the site's `transformPage` made the page from or looked for (this site: a package's fetched README). */
  dependencies: PageDependencies;
}

/** A page's syntax tree after the site's remark plugins ran, with what the index reads beside it. */
export interface PageTree {
  tree: Root;
  /** The file the plugins ran on: the heading-id and generated-block plugins leave their results in its data. */
  file: VFile;
  /** The Markdown the tree's positions point into, its front matter blanked out. */
  body: string;
  frontMatter: FrontMatter;
  /** The page's absolute address, which its Markdown's links are resolved against. */
  pageUrl: string;
}

export interface ParseOptions {
  /** The site's remark plugins, the loader's own list: ids and anchors come from its heading-ids plugin. */
  remarkPlugins: PluggableList;
  /** How pages are read, as the markdown loader reads them: the examples folder and the site's `transformPage`. */
  page: ContentPageOptions;
  /** The page's absolute address, which its Markdown's links are resolved against. */
  pageUrl: string;
}

function isInternal(url: string): boolean {
  return url.startsWith("/") ? !url.startsWith("//") : url.startsWith("#");
}

/** What the content index needs of a page, read from its tree once the site's remark plugins ran. */
export function readPageTree({ tree, file, body, frontMatter, pageUrl }: PageTree): PageContent {
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
    frontMatter,
    anchors: file.data.anchors ?? [],
    ids,
    internalLinks,
    sections: sectionTexts(tree),
    markdown: pageMarkdown({ body, tree, generatedBlocks: file.data.generatedBlocks ?? [], pageUrl }),
  };
}

/**
 * Reads what the content index needs from one file, running the loader's own remark plugins so
 * that generated headings and anchors match the rendered page exactly: for `npm run check:content`
 * and a content index that parses its pages itself.
 */
export function parseContentFile(source: string, filePath: string, options: ParseOptions): ParsedContent {
  const { remarkPlugins, pageUrl } = options;
  const page = contentPage(source, filePath, options.page);
  const processor = unified().use(remarkParse).use(remarkPlugins);
  const file = new VFile({ value: page.body, path: filePath });
  const tree = processor.runSync(processor.parse(file), file) as Root;
  return {
    ...readPageTree({ tree, file, body: page.body, frontMatter: page.frontMatter, pageUrl }),
    dependencies: page.dependencies,
  };
}
