import { loadNavigation } from "./navigation.ts";
import { loadPage } from "./pages.ts";

/** Loads a section's navigation and every one of its pages, for its combined printable page. */
export async function preloadPrintable(section: string): Promise<void> {
  const pages = await loadNavigation(section);
  await Promise.all(pages.map((page) => loadPage(page.url)));
}
