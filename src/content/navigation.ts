import { sectionLoaders, sections } from "virtual:content-index";
import type { NavigationPage, SectionSummary } from "./types.ts";
import { sectionOfUrl } from "./urls.ts";

const loaded = new Map<string, NavigationPage[]>();

export const allSections: readonly SectionSummary[] = sections;
const sectionNames = sections.map((section) => section.name).filter(Boolean);

export function sectionForUrl(url: string): string {
  return sectionOfUrl(url, sectionNames);
}

export function sectionSummary(name: string): SectionSummary | undefined {
  return sections.find((section) => section.name === name);
}

export function loadedNavigation(section: string): NavigationPage[] | undefined {
  return loaded.get(section);
}

/** Loads the pages of a section (titles, groups, anchors) once, as a small chunk of its own. */
export async function loadNavigation(section: string): Promise<NavigationPage[]> {
  const cached = loaded.get(section);
  if (cached) return cached;
  const loader = sectionLoaders[section];
  const pages = loader ? (await loader()).default : [];
  loaded.set(section, pages);
  return pages;
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
