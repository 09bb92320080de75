/** The element id a location hash names (`#caf%C3%A9` -> `café`), or "" for none or a malformed one. */
export function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return "";
  }
}
