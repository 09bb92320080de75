import type { Root } from "hast";
import { visit } from "unist-util-visit";

/**
 * GFM task lists (`- [ ] step`) become disabled checkboxes with no name, which screen readers
 * announce as an unlabeled control. Each gets a short name for its state; the item's own text,
 * read right after it, says what the task is.
 */
export default function rehypeTaskListLabels() {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      if (node.tagName !== "input" || node.properties.type !== "checkbox") return;
      node.properties.ariaLabel = node.properties.checked ? "Done" : "To do";
    });
  };
}
