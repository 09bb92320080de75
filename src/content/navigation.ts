import { createResource } from "../loading/resource.ts";
import { contentSections, importSection } from "./contentModules.ts";
import type { NavigationPage, SectionSummary } from "./types.ts";
import { sectionOfUrl } from "./urls.ts";

export const allSections: readonly SectionSummary[] = contentSections;
const sectionNames = contentSections.map((section) => section.name).filter(Boolean);

export function sectionForUrl(url: string): string {
  return sectionOfUrl(url, sectionNames);
}

export function sectionSummary(name: string): SectionSummary | undefined {
  return contentSections.find((section) => section.name === name);
}

/** The pages of each section (titles, groups, anchors), loaded once as a small chunk of their own. */
export const navigations = createResource<string, NavigationPage[]>(
  async (section) => (await importSection(section))?.default ?? [],
);

/** Whether a url is one of its section's pages, once that section's navigation is loaded. */
export function isPageOf(pages: readonly NavigationPage[], url: string): boolean {
  return pages.some((page) => page.url === url);
}

export interface Neighbours {
  previous?: NavigationPage;
  next?: NavigationPage;
}

/** The pages before and after a page in sidebar order. */
export function neighboursOf(pages: readonly NavigationPage[], url: string): Neighbours {
  const index = pages.findIndex((page) => page.url === url);
  if (index < 0) return {};
  return { previous: pages[index - 1], next: pages[index + 1] };
}
