import { navigations } from "./navigation.ts";
import { pages } from "./pages.ts";

/** Loads a section's navigation and every one of its pages, for its combined printable page. */
export async function preloadPrintable(section: string): Promise<void> {
  const sectionPages = await navigations.read(section);
  await Promise.all(sectionPages.map((page) => pages.read(page.url)));
}
