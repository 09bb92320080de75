import { useEffect, type KeyboardEvent, type MouseEvent } from "react";
import { useNavigate } from "react-router-dom";
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
import { MarkdownLink } from "./MarkdownLink.tsx";

export const contentComponents = { a: MarkdownLink, pre: CodeBlock } as unknown as ContentComponents;

/** The attribute that carries a page's front matter into its HTML, for `prerenderedPage.ts` to read back. */
export const FRONT_MATTER_ATTRIBUTE = "data-front-matter";

/**
 * A page's rendered Markdown. A page module renders it with React; a prerendered page keeps the
 * HTML it arrived with (no page chunk to download or hydrate). Either way, one click handler
 * navigates site links in the app and runs the Copy buttons and the package manager tabs, whose
 * keys one key handler serves.
 */
export function MarkdownContent({ page }: { page: LoadedPage }) {
  const navigate = useNavigate();

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
    className: "markdown",
    [FRONT_MATTER_ATTRIBUTE]: JSON.stringify(page.frontMatter),
    onClick,
    onKeyDown,
  };
  if ("html" in page) return <div {...attributes} dangerouslySetInnerHTML={{ __html: page.html }} />;
  const Content = page.default;
  return (
    <div {...attributes}>
      <Content components={contentComponents} />
    </div>
  );
}
