import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { isPlainClick } from "../../routing/plainClick.ts";
import type { ContentComponents, LoadedPage } from "../../content/types.ts";
import { isAppRoute } from "../../routing/appRoute.ts";
import { CodeBlock } from "../CodeBlock/CodeBlock.tsx";
import { copyCode } from "../CodeBlock/copyCode.ts";
import {
  choosePackageManager,
  moveAlongTabs,
  showPackageManager,
  storedPackageManager,
} from "../PackageManagerTabs/packageManagerTabs.ts";
import { copySectionLink } from "./copySectionLink.ts";
import { addHeadingLinks, HEADING_LINK_CLASS } from "./headingLinks.ts";
import styles from "./MarkdownContent.module.css";
import { MarkdownLink } from "./MarkdownLink.tsx";

export const contentComponents = { a: MarkdownLink, pre: CodeBlock } as unknown as ContentComponents;

/** The attribute that carries a page's front matter into its HTML, for `prerenderedPage.ts` to read back. */
export const FRONT_MATTER_ATTRIBUTE = "data-front-matter";

/**
 * A page's rendered Markdown. A page module renders it with React; a prerendered page keeps the
 * HTML it arrived with (no page chunk to download or hydrate). Either way, one click handler
 * navigates site links in the app, runs the Copy buttons and the package manager tabs (whose keys
 * one key handler serves), and copies a section's address when its heading's link is followed
 * (said in a status region, for readers who cannot see the clipboard).
 */
export function MarkdownContent({ page }: { page: LoadedPage }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [sectionLinkStatus, setSectionLinkStatus] = useState("");
  const contentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (contentRef.current) addHeadingLinks(contentRef.current);
  }, [page]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    const copyButton = target.closest<HTMLButtonElement>("button[data-copy-code]");
    if (copyButton) {
      void copyCode(copyButton);
      return;
    }
    const packageManagerTab = target.closest<HTMLElement>('[role="tab"][data-package-manager]');
    if (packageManagerTab) {
      choosePackageManager(packageManagerTab);
      return;
    }
    const link = target.closest("a");
    const href = link?.getAttribute("href");
    if (!link || !href || !isPlainClick(event)) return;
    if (link.classList.contains(HEADING_LINK_CLASS)) {
      event.preventDefault();
      setSectionLinkStatus("");
      void copySectionLink(pathname, href).then(setSectionLinkStatus);
      // Through the router, so the section lands as every in-app link's target does (ScrollOnArrival).
      navigate({ hash: href });
      return;
    }
    if (link.target || link.hasAttribute("download") || !isAppRoute(href)) return;
    event.preventDefault();
    navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tab = (event.target as Element).closest<HTMLElement>('[role="tab"][data-package-manager]');
    if (tab && moveAlongTabs(tab, event.key)) event.preventDefault();
  };

  // The page is prerendered with npm's tabs: the reader's own choice shows once it is on screen.
  useEffect(() => showPackageManager(document, storedPackageManager()), [page]);

  const attributes = {
    ref: contentRef,
    className: "markdown",
    [FRONT_MATTER_ATTRIBUTE]: JSON.stringify(page.frontMatter),
    onClick,
    onKeyDown,
  };
  return (
    <>
      {"html" in page ? (
        <div {...attributes} dangerouslySetInnerHTML={{ __html: page.html }} />
      ) : (
        <div {...attributes}>
          <page.default components={contentComponents} />
        </div>
      )}
      <p role="status" className={styles.status}>
        {sectionLinkStatus}
      </p>
    </>
  );
}
