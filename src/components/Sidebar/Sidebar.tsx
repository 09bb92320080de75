import { PRINTABLE_SECTIONS } from "../../../common/site.ts";
import type { Anchor, NavigationPage } from "../../content/types.ts";
import { useActiveHeading } from "../../hooks/useActiveHeading.ts";
import styles from "./Sidebar.module.css";
import { SidebarItem } from "./SidebarItem.tsx";

interface SidebarProps {
  pages: readonly NavigationPage[];
  currentUrl: string;
  /** The current page's headings. */
  outline: readonly Anchor[];
  section: string;
  /** Whether the page's headings are in the document yet (they arrive with its chunk). */
  contentLoaded: boolean;
}

interface PageGroup {
  name?: string;
  pages: NavigationPage[];
}

/** Consecutive pages with the same `group` under one heading, in sidebar order. */
export function groupPages(pages: readonly NavigationPage[]): PageGroup[] {
  const groups: PageGroup[] = [];
  for (const page of pages) {
    const last = groups[groups.length - 1];
    if (last && last.name === page.group) last.pages.push(page);
    else groups.push({ name: page.group, pages: [page] });
  }
  return groups;
}

function isPrintable(section: string): boolean {
  return (PRINTABLE_SECTIONS as readonly string[]).includes(section);
}

/** The sidebar's accessible name, by which the app finds it in a prerendered document. */
export const SIDEBAR_LABEL = "Section pages";

/** The section's pages, grouped, with the headings of the open ones. */
export function Sidebar({ pages, currentUrl, outline, section, contentLoaded }: SidebarProps) {
  const activeAnchor = useActiveHeading(contentLoaded ? outline : []);
  return (
    <nav className={styles.sidebar} aria-label={SIDEBAR_LABEL}>
      {groupPages(pages).map((group, index) => (
        <div key={group.name ?? `group-${index}`} className={styles.group}>
          {group.name && <h2 className={styles.groupTitle}>{group.name}</h2>}
          <ul className={styles.list}>
            {group.pages.map((page) => (
              <SidebarItem
                key={page.url}
                page={page}
                currentOutline={page.url === currentUrl ? outline : undefined}
                activeAnchor={activeAnchor}
              />
            ))}
          </ul>
        </div>
      ))}
      {isPrintable(section) && (
        <a href={`/${section}/printable/`} className={styles.print} rel="nofollow">
          Print Section
        </a>
      )}
    </nav>
  );
}
