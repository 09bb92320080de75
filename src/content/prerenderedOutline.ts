import { SIDEBAR_LABEL } from "../components/Sidebar/Sidebar.tsx";
import type { Anchor } from "./types.ts";

function anchorOf(link: Element | null, level: Anchor["level"]): Anchor | undefined {
  const href = link?.getAttribute("href");
  const hash = href?.indexOf("#") ?? -1;
  if (!link || !href || hash < 0) return undefined;
  return { title: link.textContent, id: href.slice(hash + 1), level };
}

/**
 * The current page's headings, read back from the sidebar the prerender rendered from them, so
 * hydration needs no outline chunk. An h3 listed before any h2 reads back as an h2: the sidebar
 * and the outline show a heading tree, and both trees are the same. Undefined when the document
 * has no sidebar entry for the current page.
 */
export function prerenderedOutline(root: HTMLElement): Anchor[] | undefined {
  const currentEntry = root.querySelector(`nav[aria-label="${SIDEBAR_LABEL}"] a[aria-current="page"]`)?.closest("li");
  if (!currentEntry) return undefined;
  const outline: Anchor[] = [];
  for (const item of currentEntry.querySelectorAll(":scope > ul > li")) {
    const anchor = anchorOf(item.querySelector(":scope > a"), 2);
    if (anchor) outline.push(anchor);
    for (const child of item.querySelectorAll(":scope > ul > li > a")) {
      const subAnchor = anchorOf(child, 3);
      if (subAnchor) outline.push(subAnchor);
    }
  }
  return outline;
}
