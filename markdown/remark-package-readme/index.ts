import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import { fitHeadingsToPage, headingIds } from "./headings.ts";
import { rewriteLinks, type ResolveReadmeUrl } from "./links.ts";
import { readmeNotice, type ReadmeOrigin } from "./notice.ts";
import { replaceRawHtml } from "./rawHtml.ts";

export interface PackageReadmeOptions extends ReadmeOrigin {
  /** Resolves the README's relative addresses in its repository; without it they are dropped. */
  resolve?: ResolveReadmeUrl;
}

/**
 * Makes a package's README, written for GitHub and npm, a page of this site: raw HTML goes (HTML
 * headings become Markdown ones), the README's title gives way to the page's, links and images
 * point where they work, images load lazily, and a notice at the top says whose text it is. Runs
 * before the site's own remark plugins, so heading ids and the content index see the README as
 * rendered.
 */
export default function remarkPackageReadme(options: PackageReadmeOptions) {
  return (tree: Root) => {
    replaceRawHtml(tree);
    fitHeadingsToPage(tree);
    rewriteLinks(tree, headingIds(tree), options.resolve);
    // Badges and diagrams are not worth the preload React adds for every eager image it prerenders.
    visit(tree, (node) => {
      if (node.type !== "image" && node.type !== "imageReference") return;
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, loading: "lazy" } };
    });
    tree.children.unshift(readmeNotice(options));
  };
}
