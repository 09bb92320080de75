import { use, useId, useState } from "react";
import { Link } from "react-router-dom";
import { outlines } from "../../content/outlines.ts";
import type { Anchor, NavigationPage } from "../../content/types.ts";
import { LoadBoundary } from "../LoadBoundary/LoadBoundary.tsx";
import styles from "./Sidebar.module.css";
import { BreakableName } from "../BreakableName/BreakableName.tsx";

/** The characters of a name the sidebar shows on one line (240 px at its font size); longer ones may wrap. */
const SIDEBAR_LINE = 28;

interface AnchorTree extends Anchor {
  children: Anchor[];
}

/** Nests each h3 under the h2 before it; only levels 2 and 3 are listed. */
export function nestAnchors(anchors: readonly Anchor[]): AnchorTree[] {
  const tree: AnchorTree[] = [];
  for (const anchor of anchors) {
    if (anchor.level === 2) tree.push({ ...anchor, children: [] });
    else if (anchor.level === 3) {
      const parent = tree[tree.length - 1];
      if (parent) parent.children.push(anchor);
      else tree.push({ ...anchor, children: [] });
    }
  }
  return tree;
}

interface AnchorListProps {
  id: string;
  page: NavigationPage;
  anchors: readonly Anchor[];
  current: boolean;
  activeAnchor?: string;
}

function AnchorList({ id, page, anchors, current, activeAnchor }: AnchorListProps) {
  const anchorLink = (anchor: Anchor) => (
    <Link
      to={`${page.url}#${anchor.id}`}
      className={styles.anchor}
      aria-current={current && activeAnchor === anchor.id ? "location" : undefined}
    >
      <BreakableName name={anchor.title} longerThan={SIDEBAR_LINE} atDotsOnly />
    </Link>
  );
  return (
    <ul id={id} className={current ? `${styles.anchors} ${styles.outlineInRail}` : styles.anchors}>
      {nestAnchors(anchors).map((anchor) => (
        <li key={anchor.id}>
          {anchorLink(anchor)}
          {anchor.children.length > 0 && (
            <ul className={styles.subAnchors}>
              {anchor.children.map((child) => (
                <li key={child.id}>{anchorLink(child)}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Another page's headings, loaded with its section's outline when its entry is first opened. */
function LoadedAnchorList(props: Omit<AnchorListProps, "anchors">) {
  return <AnchorList {...props} anchors={use(outlines.read(props.page.url))} />;
}

interface SidebarItemProps {
  page: NavigationPage;
  /** The page's headings when it is the current page, which always has them at hand. */
  currentOutline?: readonly Anchor[];
  activeAnchor?: string;
}

/** A page in the sidebar; open, it lists the page's headings. It opens by itself on its own page. */
export function SidebarItem({ page, currentOutline, activeAnchor }: SidebarItemProps) {
  const current = currentOutline !== undefined;
  const [open, setOpen] = useState(current);
  const [wasCurrent, setWasCurrent] = useState(current);
  const listId = useId();
  const hasAnchors = page.anchorCount > 0;

  if (wasCurrent !== current) {
    // Re-evaluated when the current page changes: open on its own page, closed elsewhere.
    setWasCurrent(current);
    setOpen(current);
  }

  return (
    <li className={styles.item}>
      <div className={styles.itemRow}>
        <button
          type="button"
          className={current ? `${styles.toggle} ${styles.outlineInRail}` : styles.toggle}
          aria-expanded={hasAnchors ? open : undefined}
          aria-controls={hasAnchors ? listId : undefined}
          aria-label={`${open ? "Hide" : "Show"} sections of ${page.title}`}
          disabled={!hasAnchors}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true" className={open ? styles.chevronOpen : styles.chevron} />
        </button>
        <Link to={page.url} className={styles.pageLink} aria-current={current ? "page" : undefined}>
          <BreakableName name={page.title} longerThan={SIDEBAR_LINE} />
        </Link>
      </div>
      {hasAnchors &&
        open &&
        (currentOutline ? (
          <AnchorList id={listId} page={page} anchors={currentOutline} current activeAnchor={activeAnchor} />
        ) : (
          <LoadBoundary fallback={null} onRetry={() => outlines.forget(page.url)} resetKeys={[page.url]}>
            <LoadedAnchorList id={listId} page={page} current={false} />
          </LoadBoundary>
        ))}
    </li>
  );
}
