import { existsSync } from "node:fs";
import path from "node:path";
import type { Failure } from "./stage.ts";

/** The documentation generators our site is compared with, each built from our content. */
export const PEERS = ["vitepress", "docusaurus"] as const;
export type Peer = (typeof PEERS)[number];
export type Site = "ours" | Peer;

export const SITE_NAMES: Record<Site, string> = { ours: "ours", vitepress: "VitePress", docusaurus: "Docusaurus" };

/** A measurement of each site, or why it could not be taken; a site left out of the run has none. */
export type BySite<T> = Partial<Record<Site, T | Failure>>;

/**
 * The pages measured on every site, as our site serves them: the home, a section index, the
 * largest generated reference page and a long page of hooks.
 */
export const MEASURED_PAGES = ["/", "/concepts/", "/configuration/output/", "/api/compiler-hooks/"] as const;

/**
 * Where a site serves the page we serve at `pagePath` (`/section/page/`). Docusaurus serves our
 * paths; VitePress without clean URLs serves `section/page.md` at `/section/page.html` and a
 * section's `index.md` at `/section/index.html`.
 */
export function sitePagePath(site: Site, pagePath: string, isSectionIndex: boolean): string {
  if (site !== "vitepress" || pagePath === "/") return pagePath;
  return isSectionIndex ? `${pagePath}index.html` : `${pagePath.replace(/\/$/, "")}.html`;
}

/** Whether the content page behind `pagePath` is a section's `index.md` rather than a page of its own. */
export function isSectionIndexIn(contentDirectory: string, pagePath: string): boolean {
  return existsSync(path.join(contentDirectory, pagePath, "index.md"));
}
