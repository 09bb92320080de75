const SECTION_LINK_STATUS = {
  copied: "Link to this section copied",
  failed: "Could not copy the link to this section",
} as const;

/**
 * Puts a section's full address (the site, the page's path, the heading's hash) on the clipboard
 * and returns what to tell the reader.
 */
export async function copySectionLink(pathname: string, hash: string): Promise<string> {
  try {
    await navigator.clipboard.writeText(new URL(pathname + hash, window.location.origin).href);
    return SECTION_LINK_STATUS.copied;
  } catch {
    return SECTION_LINK_STATUS.failed;
  }
}
