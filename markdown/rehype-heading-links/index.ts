import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";
import { HEADING_LINK_CLASS } from "../../common/headingLink.ts";

const LINKED_HEADINGS = new Set(["h2", "h3", "h4"]);

/**
 * Gives every h2, h3 and h4 that has an id a link to itself, placed after its text, so a reader can
 * take any section's address. The link holds no text (the stylesheet draws its mark), so the
 * heading's text stays what the sidebar, search and tests read; its name says where it leads.
 */
export default function rehypeHeadingLinks() {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      if (!LINKED_HEADINGS.has(node.tagName)) return;
      const id = node.properties.id;
      if (typeof id !== "string" || id === "") return;
      const link: Element = {
        type: "element",
        tagName: "a",
        properties: {
          className: [HEADING_LINK_CLASS],
          href: `#${id}`,
          ariaLabel: `Link to this section: ${toString(node).trim()}`,
        },
        children: [],
      };
      node.children.push(link);
    });
  };
}
