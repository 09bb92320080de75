import type { MouseEvent } from "react";
import { useNavigate } from "react-router-dom";
import { isPlainClick } from "../../routing/plainClick.ts";
import type { ContentComponents, LoadedPage } from "../../content/types.ts";
import { isAppRoute } from "../../routing/appRoute.ts";
import { CodeBlock } from "../CodeBlock/CodeBlock.tsx";
import { copyCode } from "../CodeBlock/copyCode.ts";
import { MarkdownLink } from "./MarkdownLink.tsx";

export const contentComponents = { a: MarkdownLink, pre: CodeBlock } as unknown as ContentComponents;

/** The attribute that carries a page's front matter into its HTML, for `prerenderedPage.ts` to read back. */
export const FRONT_MATTER_ATTRIBUTE = "data-front-matter";

/**
 * A page's rendered Markdown. A page module renders it with React; a prerendered page keeps the
 * HTML it arrived with (no page chunk to download or hydrate). Either way, one click handler
 * navigates site links in the app and runs the Copy buttons.
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
    const link = target.closest("a");
    const href = link?.getAttribute("href");
    if (!link || !href || !isPlainClick(event)) return;
    if (link.target || link.hasAttribute("download") || !isAppRoute(href)) return;
    event.preventDefault();
    navigate(href);
  };

  const attributes = {
    className: "markdown",
    [FRONT_MATTER_ATTRIBUTE]: JSON.stringify(page.frontMatter),
    onClick,
  };
  if ("html" in page) return <div {...attributes} dangerouslySetInnerHTML={{ __html: page.html }} />;
  const Content = page.default;
  return (
    <div {...attributes}>
      <Content components={contentComponents} />
    </div>
  );
}
