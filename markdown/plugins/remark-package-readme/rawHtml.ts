import type { Heading, Root } from "mdast";
import { SKIP, visit } from "unist-util-visit";

/** A block that is a single heading element with plain text, as READMEs write centred titles. */
const HTML_HEADING = /^<h([1-6])(?:\s[^>]*)?>([^<&]+)<\/h\1>$/i;

/**
 * Raw HTML of a README is dropped: the site renders no HTML it did not write, and has no sanitizer
 * to make someone else's safe. The one common exception is kept as Markdown: a heading written as
 * HTML (`<h2 align="center">Install</h2>`), so the README keeps its sections and anchors.
 */
export function replaceRawHtml(tree: Root): void {
  visit(tree, "html", (node, index, parent) => {
    if (!parent || index === undefined) return;
    const heading = HTML_HEADING.exec(node.value.trim());
    if (heading && parent.type === "root") {
      const replacement: Heading = {
        type: "heading",
        depth: Number(heading[1]) as Heading["depth"],
        children: [{ type: "text", value: (heading[2] ?? "").trim() }],
        ...(node.position && { position: node.position }),
      };
      parent.children.splice(index, 1, replacement);
      return [SKIP, index + 1];
    }
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
}
