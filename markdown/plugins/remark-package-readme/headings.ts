import GithubSlugger from "github-slugger";
import type { Heading, Root } from "mdast";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";

/**
 * The page has its title as its only h1, so the README's first h1 (its own title, normally the
 * package name) goes and any later h1 becomes an h2, a section of the page. No heading is more than
 * one level below the one before it (READMEs often go from h3 to h5), so the outline that screen
 * readers navigate has no gaps.
 */
export function fitHeadingsToPage(tree: Root): void {
  const firstTitle = tree.children.findIndex((node) => node.type === "heading" && node.depth === 1);
  if (firstTitle !== -1) tree.children.splice(firstTitle, 1);
  // The open sections, outermost first: each heading's level as written and as it will be.
  const open: { written: number; level: number }[] = [];
  visit(tree, "heading", (node) => {
    const written = Math.max(node.depth, 2);
    while (open.length > 0 && (open.at(-1)?.written ?? 0) >= written) open.pop();
    const level = (open.at(-1)?.level ?? 1) + 1;
    open.push({ written, level });
    node.depth = level as Heading["depth"];
  });
}

/**
 * The ids the README's headings will get: the same GitHub slugs, in the same order, as the
 * heading-id plugin gives them later (a README sets no ids of its own).
 */
export function headingIds(tree: Root): Set<string> {
  const slugger = new GithubSlugger();
  const ids = new Set<string>();
  visit(tree, "heading", (node) => void ids.add(slugger.slug(toString(node).trim())));
  return ids;
}
