import type { Element, Root } from "hast";
import { SKIP, visit } from "unist-util-visit";

/**
 * Wraps each table in a focusable region that scrolls sideways, so a wide table never widens the
 * page on a small screen and keyboard users can still scroll it.
 */
export default function rehypeScrollableTables() {
  return (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName !== "table" || !parent || index === undefined) return;
      const wrapper: Element = {
        type: "element",
        tagName: "div",
        properties: { className: ["table-scroll"], tabIndex: 0 },
        children: [node],
      };
      parent.children[index] = wrapper;
      return SKIP;
    });
  };
}
