import GithubSlugger from "github-slugger";
import type { Heading, Root } from "mdast";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";

/** An h2 or h3 heading: its text, its id and its level. */
export interface HeadingAnchor {
  title: string;
  id: string;
  level: 2 | 3;
}

declare module "vfile" {
  interface DataMap {
    anchors: HeadingAnchor[];
  }
}

function isAnchorLevel(depth: Heading["depth"]): depth is 2 | 3 {
  return depth === 2 || depth === 3;
}

/**
 * Gives every heading the id GitHub would give it (unless an earlier plugin set one), and records the h2/h3 headings as the page's
 * anchors in `file.data.anchors` (the sidebar and the link check read them from there).
 */
export default function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const anchors: HeadingAnchor[] = [];
    visit(tree, "heading", (node) => {
      const title = toString(node).trim();
      const presetId = node.data?.hProperties?.id;
      const id = typeof presetId === "string" ? presetId : slugger.slug(title);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      // Generated reference headings come with their own ids and stay out of the sidebar.
      if (isAnchorLevel(node.depth) && typeof presetId !== "string") anchors.push({ title, id, level: node.depth });
    });
    file.data.anchors = anchors;
  };
}
