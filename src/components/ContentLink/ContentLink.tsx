import type { AnchorHTMLAttributes } from "react";
import { Link } from "react-router-dom";
import { isAppRoute, isExternal } from "../../routing/appRoute.ts";

/**
 * A link the app renders itself: site pages navigate in the app, external links open safely,
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
