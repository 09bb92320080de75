import { use } from "react";
import { navigations, sectionForUrl } from "../../content/navigation.ts";
import { outlines } from "../../content/outlines.ts";
import { Sidebar } from "../Sidebar/Sidebar.tsx";

/**
 * The drawer's copy of the sidebar the wide layout shows beside a page: the pages of the current
 * page's section, with the current page's headings. Nothing on pages no section lists (home, vote,
 * printable pages, not found).
 */
export function CurrentSectionPages({ url }: { url: string }) {
  const section = sectionForUrl(url);
  const pages = use(navigations.read(section));
  if (!pages.some((page) => page.url === url)) return null;
  return <Sidebar pages={pages} currentUrl={url} outline={use(outlines.read(url))} section={section} contentLoaded />;
}
