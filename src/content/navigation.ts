import { sectionLoaders, sections } from "virtual:content-index";
import { createResource } from "../loading/resource.ts";
import type { NavigationPage, SectionSummary } from "./types.ts";
import { sectionOfUrl } from "./urls.ts";

export const allSections: readonly SectionSummary[] = sections;
const sectionNames = sections.map((section) => section.name).filter(Boolean);

export function sectionForUrl(url: string): string {
  return sectionOfUrl(url, sectionNames);
}

export function sectionSummary(name: string): SectionSummary | undefined {
  return sections.find((section) => section.name === name);
}

/** The pages of each section (titles, groups, anchors), loaded once as a small chunk of their own. */
export const navigations = createResource<string, NavigationPage[]>(async (section) => {
  const loader = sectionLoaders[section];
  return loader ? (await loader()).default : [];
});

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
