/** Where a page's Markdown copy is served: its address plus `index.md` (`/concepts/output/index.md`). */
export function markdownUrlOf(pageUrl: string): string {
  return `${pageUrl}index.md`;
}
