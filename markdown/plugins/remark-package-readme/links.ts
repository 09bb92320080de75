import type { Root } from "mdast";
import { SKIP, visit } from "unist-util-visit";

/** Resolves an address relative to the README in its repository; see RepositoryLinks.resolve. */
export type ResolveReadmeUrl = (url: string, kind: "link" | "image") => string;

function decoded(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

const WEB_OR_MAIL = /^(?:https?:|mailto:)/i;
const ANY_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * The address a README link or image gets on the site, or undefined when it must go: addresses
 * of the web stay; `#anchor` stays when the page has that heading (GitHub matches anchors without
 * regard to case, so `#additionalData` finds `additionaldata`), else it goes to the README on
 * GitHub; a relative address goes to the repository; any other scheme (`javascript:`) is dropped.
 */
function rewrite(
  url: string,
  kind: "link" | "image",
  ids: ReadonlySet<string>,
  resolve: ResolveReadmeUrl | undefined,
): string | undefined {
  if (WEB_OR_MAIL.test(url)) return url;
  if (url.startsWith("//")) return `https:${url}`;
  if (ANY_SCHEME.test(url)) return undefined;
  if (url.startsWith("#") && kind === "link") {
    const id = decoded(url.slice(1));
    if (ids.has(id)) return url;
    if (ids.has(id.toLowerCase())) return `#${id.toLowerCase()}`;
  }
  return resolve?.(url, kind);
}

/**
 * Points every link, image and link definition of a README where it works on this site, so none
 * of them is an internal link of the site that could break: see `rewrite`. A link that must go
 * keeps its text; an image that must go leaves nothing.
 */
export function rewriteLinks(tree: Root, ids: ReadonlySet<string>, resolve: ResolveReadmeUrl | undefined): void {
  // A definition that an image refers to (`![npm][npm]`) addresses an image.
  const imageDefinitions = new Set<string>();
  visit(tree, "imageReference", (node) => void imageDefinitions.add(node.identifier));
  visit(tree, (node, index, parent) => {
    if (node.type !== "link" && node.type !== "image" && node.type !== "definition") return undefined;
    const isImage = node.type === "image" || (node.type === "definition" && imageDefinitions.has(node.identifier));
    const url = rewrite(node.url, isImage ? "image" : "link", ids, resolve);
    if (url !== undefined) {
      node.url = url;
      return undefined;
    }
    if (!parent || index === undefined) return undefined;
    const replacement = node.type === "link" ? node.children : [];
    parent.children.splice(index, 1, ...(replacement as typeof parent.children));
    return [SKIP, index];
  });
}
