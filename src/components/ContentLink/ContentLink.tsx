import type { AnchorHTMLAttributes } from "react";
import { Link } from "react-router-dom";

const STATIC_FILE = /\.[a-z0-9]+$/i;

function isAppRoute(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? "";
  return href.startsWith("/") && !href.startsWith("//") && !STATIC_FILE.test(path) && !path.includes("/printable/");
}

function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

/**
 * Links inside rendered Markdown: site pages navigate in the app, external links open safely,
 * printable pages and files load as documents.
 */
export function ContentLink({ href = "", children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (isAppRoute(href)) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  const externalProps = isExternal(href) ? { rel: "noopener noreferrer" } : {};
  return (
    <a href={href} {...externalProps} {...rest}>
      {children}
    </a>
  );
}
