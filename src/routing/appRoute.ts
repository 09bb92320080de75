const STATIC_FILE = /\.[a-z0-9]+$/i;

/** Whether a link's href is a page of this app (navigated in place) rather than a file, a printable page or another site. */
export function isAppRoute(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? "";
  return href.startsWith("/") && !href.startsWith("//") && !STATIC_FILE.test(path) && !path.includes("/printable/");
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}
