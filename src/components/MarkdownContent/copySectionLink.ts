export const SECTION_LINK_STATUS = {
  copied: "Link to this section copied",
  failed: "Could not copy the link to this section",
} as const;

export type SectionLinkStatus = keyof typeof SECTION_LINK_STATUS;

/** Puts a section's full address (the site, the page's path, the heading's hash) on the clipboard and says how it went. */
export async function copySectionLink(pathname: string, hash: string): Promise<SectionLinkStatus> {
  try {
    await navigator.clipboard.writeText(new URL(pathname + hash, window.location.origin).href);
    return "copied";
  } catch {
    return "failed";
  }
}
