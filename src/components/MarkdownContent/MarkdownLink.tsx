import type { AnchorHTMLAttributes } from "react";
import { isExternal } from "../../routing/appRoute.ts";

/**
 * A link inside rendered Markdown: a plain anchor, external ones opened safely. Site pages are
 * navigated in the app by `MarkdownContent`'s click handler, which also serves the prerendered
 * HTML that no React component renders.
 */
export function MarkdownLink({ href = "", children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const externalProps = isExternal(href) ? { rel: "noopener noreferrer" } : {};
  return (
    <a href={href} {...externalProps} {...rest}>
      {children}
    </a>
  );
}
