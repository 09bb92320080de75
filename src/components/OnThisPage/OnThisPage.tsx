import { Link } from "react-router-dom";
import type { Anchor } from "../../content/types.ts";
import { useActiveHeading } from "../../hooks/useActiveHeading.ts";
import { useWideScreen } from "../../hooks/useWideScreen.ts";
import { nestAnchors } from "../Sidebar/SidebarItem.tsx";
import styles from "./OnThisPage.module.css";
import { BreakableName } from "../BreakableName/BreakableName.tsx";

export interface OnThisPageProps {
  url: string;
  anchors: readonly Anchor[];
  /** Whether the page's headings are in the document yet (they arrive with its chunk). */
  contentLoaded: boolean;
}

/**
 * The page's h2 and h3 headings beside the article on wide screens, the one being read marked as the
 * current location. Never prerendered: its column is reserved by the layout, so its arrival moves
 * nothing, and the outline's links are not in every page's HTML twice (the sidebar has them).
 */
export function OnThisPage({ url, anchors, contentLoaded }: OnThisPageProps) {
  const shown = useWideScreen() && contentLoaded && anchors.length > 0;
  const active = useActiveHeading(shown ? anchors : []);
  const link = (anchor: Anchor) => (
    <Link
      to={`${url}#${anchor.id}`}
      className={styles.link}
      aria-current={active === anchor.id ? "location" : undefined}
    >
      <BreakableName name={anchor.title} />
    </Link>
  );
  if (!shown) return null;
  return (
    <nav className={styles.rail} aria-labelledby="on-this-page">
      <h2 id="on-this-page" className={styles.title}>
        On this page
      </h2>
      <ul className={styles.list}>
        {nestAnchors(anchors).map((anchor) => (
          <li key={anchor.id}>
            {link(anchor)}
            {anchor.children.length > 0 && (
              <ul className={styles.subList}>
                {anchor.children.map((child) => (
                  <li key={child.id}>{link(child)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
