import path from "node:path";
import type { ContentIndex, IndexedFile } from "./buildIndex.ts";
import type { NavigationPage, PageSummary, SectionSummary } from "../../common/content.ts";
import { urlOfContentFolder } from "../../common/contentUrls.ts";

/** The id, after `virtual:`, of the module that lists one section's pages. */
export function sectionModuleId(section: string): string {
  return `content-section-${section || "root"}`;
}

/** The section a page belongs to: its first folder under content/, or `""` for top-level pages. */
export function sectionOf(index: ContentIndex, file: IndexedFile): string {
  const parts = path.relative(index.contentDirectory, file.absolutePath).split(path.sep);
  return parts.length > 1 ? (parts[0] ?? "") : "";
}

/**
 * Each section's name, address and title: its index page's title, else its folder's name, or
 * the site's name for the top-level pages.
 */
export function sectionSummaries(index: ContentIndex, siteName: string): SectionSummary[] {
  return index.sections.map((name) => {
    const url = urlOfContentFolder(name);
    const indexPage = index.files.find((file) => file.node.url === url);
    return { name, url, title: indexPage?.node.title ?? (name || siteName) };
  });
}

/**
 * `virtual:content-index`: the sections, and a lazy loader for each section's navigation, so the
 * initial bundle carries a few hundred bytes instead of every page's anchors.
 */
export function indexModuleSource(index: ContentIndex, siteName: string): string {
  const loaders = index.sections.map(
    (name) =>
      `${JSON.stringify(name)}: () => import(/* webpackChunkName: "navigation-${name || "root"}" */ "virtual:${sectionModuleId(name)}")`,
  );
  return [
    `export const sections = ${JSON.stringify(sectionSummaries(index, siteName))};`,
    `export const sectionLoaders = {\n${loaders.join(",\n")}\n};`,
  ].join("\n");
}

/** `virtual:content-section-{name}`: one section's pages in sidebar order, with their anchors. */
export function sectionModuleSource(index: ContentIndex, section: string): string {
  const pages: NavigationPage[] = index.files
    .filter((file) => sectionOf(index, file) === section)
    .map(({ node }) => ({
      url: node.url,
      title: node.title,
      anchors: node.anchors,
      contributors: node.contributors,
      ...(node.group && { group: node.group }),
      ...(node.updated && { updated: node.updated }),
      ...(node.date && { date: node.date, authors: node.authors, description: node.description }),
    }));
  return `export default ${JSON.stringify(pages)};`;
}

/** The id, after `virtual:`, of the module that lists every page's address and title. */
export const PAGE_LIST_MODULE_ID = "content-page-list";

/**
 * `virtual:content-page-list`: every page's address and title, a few kilobytes that the not-found
 * page loads to suggest the pages nearest a mistyped address, instead of every section's anchors.
 */
export function pageListModuleSource(index: ContentIndex): string {
  const pages: PageSummary[] = index.files.map(({ node }) => ({ url: node.url, title: node.title }));
  return `export default ${JSON.stringify(pages)};`;
}
