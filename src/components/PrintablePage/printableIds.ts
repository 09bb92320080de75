/**
 * A printable page puts a whole section on one page, so each page's heading ids are prefixed with
 * the page's own (`require` on /api/module-methods/ becomes `api-module-methods--require`) and the
 * links between the section's pages become links within the printable page.
 */

/** A page's id on the printable page, and the prefix of its headings' ids: `/api/cli/` → `api-cli`. */
export function pageId(url: string): string {
  return url.replace(/^\/+|\/+$/g, "").replaceAll("/", "-") || "home";
}

/** A heading's id on the printable page. */
export function printableId(pageUrl: string, id: string): string {
  return `${pageId(pageUrl)}--${id}`;
}

/**
 * Where a link of the page at `pageUrl` leads on the printable page: a heading or page printed on
 * it, by its printable id; anything else (another section, another site) as it was.
 */
export function printableHref(href: string, pageUrl: string, printedUrls: ReadonlySet<string>): string {
  if (href.startsWith("#")) return href.length > 1 ? `#${printableId(pageUrl, href.slice(1))}` : href;
  const hashAt = href.indexOf("#");
  const path = hashAt < 0 ? href : href.slice(0, hashAt);
  const hash = hashAt < 0 ? "" : href.slice(hashAt + 1);
  if (!printedUrls.has(path)) return href;
  return `#${hash ? printableId(path, hash) : pageId(path)}`;
}
