import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { hashRedirect } from "../../routing/redirects.ts";

/**
 * Sends a path without its trailing slash to the slash form, and an old anchor to its new page,
 * before anything renders or scrolls.
 */
export function TrailingSlash({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  if (!pathname.endsWith("/")) return <Navigate replace to={`${pathname}/${search}${hash}`} />;
  const redirect = hashRedirect(pathname, hash);
  if (redirect) return <Navigate replace to={redirect} />;
  return children;
}
