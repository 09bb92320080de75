import type { Root } from "hast";
import { visit } from "unist-util-visit";

const ALIGNMENTS = new Set(["left", "center", "right"]);

/**
 * GFM column alignment arrives as an `align` property on each cell, which React renders as an
 * inline `style="text-align: …"`. The site's Content-Security-Policy allows no inline styles, so
 * the alignment becomes a class the stylesheet knows (`align-left`, `align-center`, `align-right`).
 */
export default function rehypeTableAlignment() {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      if (node.tagName !== "td" && node.tagName !== "th") return;
      const alignment = node.properties.align;
      if (typeof alignment !== "string" || !ALIGNMENTS.has(alignment)) return;
      delete node.properties.align;
      const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
      node.properties.className = [...classes, `align-${alignment}`];
    });
  };
}
