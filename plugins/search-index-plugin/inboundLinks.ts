import decodeUriComponent from "decode-uri-component";
import type { ContentIndex } from "../content-index-plugin/index.ts";

/** Where a link leads: a page's url, with `#id` when it names a heading or anchor. */
export function linkTarget(pageUrl: string, anchor: string): string {
  return anchor ? `${pageUrl}#${anchor}` : pageUrl;
}

/**
 * How many links of other pages lead to each page and each anchor (`linkTarget`'s keys). The
 * documentation links to what readers need most often (`output.publicPath` more than a plugin's
 * option of the same name), so the count tells apart results that match a query equally well.
 * Links within a page (its own table of contents) say nothing about the rest of the site.
 */
export function inboundLinks(index: ContentIndex): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { node, parsed } of index.files) {
    for (const { url } of parsed.internalLinks) {
      const [pathAndQuery = "", hash = ""] = url.split("#", 2);
      const path = pathAndQuery.split("?")[0] ?? "";
      if (!path || path === node.url) continue;
      const target = linkTarget(path, decodeUriComponent(hash));
      counts.set(target, (counts.get(target) ?? 0) + 1);
    }
  }
  return counts;
}
