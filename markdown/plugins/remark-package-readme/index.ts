import type { Root } from "mdast";
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
 * point where they work, and a notice at the top says whose text it is. Everything it does can be
 * written back as Markdown, which the markdown loader does before the page is compiled. Runs
 * before the site's own remark plugins, so heading ids and the content index see the README as
 * rendered.
 */
export default function remarkPackageReadme(options: PackageReadmeOptions) {
  return (tree: Root) => {
    replaceRawHtml(tree);
    fitHeadingsToPage(tree);
    rewriteLinks(tree, headingIds(tree), options.resolve);
    tree.children.unshift(readmeNotice(options));
  };
}
