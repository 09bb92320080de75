/** Present while every block of the page is laid out, however far from the screen (markdown.css). */
const FULL_LAYOUT_ATTRIBUTE = "data-full-layout";

/**
 * Scrolls back to where the reader was. Far from the screen, a page's blocks have estimated heights
 * until they are first shown (`content-visibility: auto`), so in a newly rendered page the same
 * number would point at other text. The page is laid out in full for the scroll, and the attribute
 * stays until a frame has been rendered, which is when each block's real height is remembered.
 */
export function restoreScrollPosition(top: number): void {
  const root = document.documentElement;
  root.setAttribute(FULL_LAYOUT_ATTRIBUTE, "");
  window.scrollTo(0, top);
  requestAnimationFrame(() => requestAnimationFrame(() => root.removeAttribute(FULL_LAYOUT_ATTRIBUTE)));
}
