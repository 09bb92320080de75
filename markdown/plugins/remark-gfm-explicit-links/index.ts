import type { Root } from "mdast";
import { gfmFootnoteFromMarkdown } from "mdast-util-gfm-footnote";
import { gfmStrikethroughFromMarkdown } from "mdast-util-gfm-strikethrough";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { gfmTaskListItemFromMarkdown } from "mdast-util-gfm-task-list-item";
import { gfmFootnote } from "micromark-extension-gfm-footnote";
import { gfmStrikethrough } from "micromark-extension-gfm-strikethrough";
import { gfmTable } from "micromark-extension-gfm-table";
import { gfmTaskListItem } from "micromark-extension-gfm-task-list-item";
import type { Processor } from "unified";
import { SKIP, visit } from "unist-util-visit";
import type { VFile } from "vfile";

/** A URL or `www.` address in running text, as GFM would have linked it. */
const BARE_URL = /\b(?:https?:\/\/|www\.)[^\s<>]*[^\s<>.,:;"')\]]/;

/**
 * GitHub Flavored Markdown for reading (tables, strikethrough, task lists, footnotes) without its
 * literal autolinks: a URL is a link when it is written as one, `<https://…>` or `[text](https://…)`.
 * Looking for a link at every word made the autolink extension the costliest part of parsing: a
 * third of the parse of this site's 2.4 MB of Markdown. A URL left bare fails the file at its line
 * instead of showing as plain text, so a page never loses a link it meant to have.
 */
export default function remarkGfmExplicitLinks(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmTable(), gfmStrikethrough(), gfmTaskListItem(), gfmFootnote());
  (data.fromMarkdownExtensions ??= []).push(
    gfmTableFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTaskListItemFromMarkdown(),
    gfmFootnoteFromMarkdown(),
  );
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      // A link's own text may well be its address.
      if (node.type === "link" || node.type === "linkReference") return SKIP;
      if (node.type !== "text") return;
      const url = BARE_URL.exec(node.value)?.[0];
      if (url) file.fail(`the address ${url} is not a link: write it as <${url}> or [its name](${url})`, node);
    });
  };
}
