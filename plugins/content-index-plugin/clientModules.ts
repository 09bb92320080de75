import path from "node:path";
import type { ContentIndex, IndexedFile } from "./buildIndex.ts";
import type { NavigationPage, PageSummary, SectionSummary } from "../../common/content.ts";
import { urlOfContentFolder } from "../../common/contentUrls.ts";

/** The id, after `virtual:`, of the module that lists one section's pages. */
export function sectionModuleId(section: string): string {
  return `content-section-${section || "root"}`;
}

/** The id, after `virtual:`, of the module that holds the headings of one section's pages. */
export function outlineModuleId(section: string): string {
  return `content-outline-${section || "root"}`;
}

/** Each page's section, found once: every section's modules ask it of every page, at every rebuild. */
const sectionsOfFiles = new WeakMap<IndexedFile, string>();

/** The section a page belongs to: its first folder under content/, or `""` for top-level pages. */
export function sectionOf(index: ContentIndex, file: IndexedFile): string {
  let section = sectionsOfFiles.get(file);
  if (section === undefined) {
    const parts = path.relative(index.contentDirectory, file.absolutePath).split(path.sep);
    section = parts.length > 1 ? (parts[0] ?? "") : "";
    sectionsOfFiles.set(file, section);
  }
  return section;
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

/** A map from each section's name to a function importing its module as a chunk of its own. */
function lazyImports(index: ContentIndex, chunkPrefix: string, moduleId: (section: string) => string): string {
  const imports = index.sections.map(
    (name) =>
      `${JSON.stringify(name)}: () => import(/* webpackChunkName: "${chunkPrefix}-${name || "root"}" */ "virtual:${moduleId(name)}")`,
  );
  return `{\n${imports.join(",\n")}\n}`;
}

/**
 * `virtual:content-index`: the sections, and lazy loaders for each section's navigation and for
 * its pages' headings, so the initial bundle carries a few hundred bytes whatever the page count.
 */
export function indexModuleSource(index: ContentIndex, siteName: string): string {
  return [
    `export const sections = ${JSON.stringify(sectionSummaries(index, siteName))};`,
    `export const sectionLoaders = ${lazyImports(index, "navigation", sectionModuleId)};`,
    `export const outlineLoaders = ${lazyImports(index, "outline", outlineModuleId)};`,
  ].join("\n");
}

function sectionFiles(index: ContentIndex, section: string): IndexedFile[] {
  return index.files.filter((file) => sectionOf(index, file) === section);
}

/**
 * Each page's module by address, as a lazily loaded chunk of its own. The chunk is numbered by the
 * page's place in the index, `page-<n>`: the service worker and the tests know page chunks by it.
 */
function pageLoaders(index: ContentIndex, section: string): string {
  const loaders = index.files.flatMap((file, number) =>
    sectionOf(index, file) === section
      ? [
          `${JSON.stringify(file.node.url)}: () => import(/* webpackChunkName: "page-${number}" */ ${JSON.stringify(file.absolutePath)})`,
        ]
      : [],
  );
  return `{\n${loaders.join(",\n")}\n}`;
}

/**
 * `virtual:content-section-{name}`: one section's pages in sidebar order with the number of their
 * headings, and `pageLoaders`, a loader of each page's module by address. The headings are in the
 * section's outline module: a page's navigation needs them only for the page being read (which
 * the prerendered document holds) or when a reader opens another page's entry in the sidebar. The
 * pages are reached through their section, so that what the app loads first names none of them
 * and stays the same size however many pages the site has.
 */
export function sectionModuleSource(index: ContentIndex, section: string): string {
  const pages: NavigationPage[] = sectionFiles(index, section).map(({ node }) => ({
    url: node.url,
    title: node.title,
    anchorCount: node.anchors.length,
    contributors: node.contributors,
    edit: node.edit,
    ...(node.group && { group: node.group }),
    ...(node.updated && { updated: node.updated }),
    ...(node.date && { date: node.date, authors: node.authors, description: node.description }),
  }));
  return [
    `export default ${JSON.stringify(pages)};`,
    `export const pageLoaders = ${pageLoaders(index, section)};`,
  ].join("\n");
}

/** `virtual:content-outline-{name}`: the h2/h3 headings of each of one section's pages, by address. */
export function outlineModuleSource(index: ContentIndex, section: string): string {
  const outlines = Object.fromEntries(sectionFiles(index, section).map(({ node }) => [node.url, node.anchors]));
  return `export default ${JSON.stringify(outlines)};`;
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
