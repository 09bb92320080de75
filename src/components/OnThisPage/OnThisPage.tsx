import { Link } from "react-router-dom";
import type { Anchor } from "../../content/types.ts";
import { useActiveHeading } from "../../hooks/useActiveHeading.ts";
import { nestAnchors } from "../Sidebar/SidebarItem.tsx";
import styles from "./OnThisPage.module.css";

export interface OnThisPageProps {
  url: string;
  anchors: readonly Anchor[];
}

/** The page's h2 and h3 headings beside the article, the one being read marked as the current location. */
export function OnThisPage({ url, anchors }: OnThisPageProps) {
  const active = useActiveHeading(anchors);
  const link = (anchor: Anchor) => (
    <Link
      to={`${url}#${anchor.id}`}
      className={styles.link}
      aria-current={active === anchor.id ? "location" : undefined}
    >
      {anchor.title}
    </Link>
  );
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
