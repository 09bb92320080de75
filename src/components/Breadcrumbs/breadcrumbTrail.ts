import type { SectionSummary } from "../../../common/content.ts";

export interface Crumb {
  title: string;
  url: string;
}

/**
 * Where a page sits: the home page, its section's first page unless it is that page or a top-level
 * page, then the page itself.
 */
export function breadcrumbTrail(page: Crumb, section: SectionSummary | undefined): Crumb[] {
  const home = { title: "Home", url: "/" };
  const sectionCrumb = section?.name && section.url !== page.url ? [{ title: section.title, url: section.url }] : [];
  return [home, ...sectionCrumb, page];
}
