import type { Root } from "hast";
import { visit } from "unist-util-visit";

/**
 * Content images load lazily: diagrams and badges far down a page are not worth the bandwidth of
 * a first visit, nor the preload React's prerender adds for every eager image.
 */
export default function rehypeLazyImages() {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      if (node.tagName === "img") node.properties.loading ??= "lazy";
    });
  };
}
