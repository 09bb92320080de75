/** Anchors that moved to a page of their own. A hash never reaches a server, so the app redirects. */
const HASH_REDIRECTS = [
  { from: "/configuration/other-options/", hashPrefix: "#cache", to: "/configuration/cache/" },
] as const;

/** The new location of an old page anchor (keeping the hash), or undefined. */
export function hashRedirect(pathname: string, hash: string): string | undefined {
  const redirect = HASH_REDIRECTS.find((entry) => entry.from === pathname && hash.startsWith(entry.hashPrefix));
  return redirect ? `${redirect.to}${hash}` : undefined;
}
