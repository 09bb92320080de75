import type { Root, RootContent } from "mdast";

/** The plain text of one part of a page: before its first heading, or under one heading. */
export interface SectionText {
  /** The heading's id; `""` for the text before the first heading. */
  id: string;
  heading: string;
  text: string;
}

/** Code samples and raw HTML are not prose a reader searches for by its words. */
const SKIPPED_TYPES = new Set(["code", "html", "yaml"]);

function plainText(node: RootContent, words: string[]): void {
  if (SKIPPED_TYPES.has(node.type)) return;
  if ("value" in node && typeof node.value === "string") words.push(node.value);
  if ("alt" in node && typeof node.alt === "string") words.push(node.alt);
  if ("children" in node) for (const child of node.children) plainText(child, words);
}

function textOf(node: RootContent): string {
  const words: string[] = [];
  plainText(node, words);
  // Neighbouring nodes (table cells, list items) would otherwise run into each other.
  return words.join(" ").replace(/\s+/g, " ").trim();
}

/**
 * Splits a page into its heading sections, in order, for full-text search. Reads the tree after
 * the heading-id plugin ran, so each section's id is the anchor the rendered page has.
 */
export function sectionTexts(tree: Root): SectionText[] {
  const sections: SectionText[] = [];
  let current: SectionText & { parts: string[] } = { id: "", heading: "", text: "", parts: [] };
  const finish = () => {
    const text = current.parts.join(" ").trim();
    if (current.id || text) sections.push({ id: current.id, heading: current.heading, text });
  };
  for (const node of tree.children) {
    const id = node.type === "heading" ? node.data?.hProperties?.id : undefined;
    if (typeof id === "string") {
      finish();
      current = { id, heading: textOf(node), text: "", parts: [] };
    } else {
      const text = textOf(node);
      if (text) current.parts.push(text);
    }
  }
  finish();
  return sections;
}
