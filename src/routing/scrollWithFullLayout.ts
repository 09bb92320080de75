/** Present while every block of the page is laid out, however far from the screen (markdown.css). */
const FULL_LAYOUT_ATTRIBUTE = "data-full-layout";

/**
 * Scrolls with the whole page laid out. Far from the screen, a page's blocks have estimated heights
 * until they are first shown (`content-visibility: auto`), so a scroll computed against them lands
 * on other text: a saved position points elsewhere, and a hash target far down the page ends up
 * thousands of pixels away once the blocks above it take their real heights. The attribute stays
 * until a frame has been rendered, which is when each block's real height is remembered.
 */
export function scrollWithFullLayout(scroll: () => void): void {
  const root = document.documentElement;
  root.setAttribute(FULL_LAYOUT_ATTRIBUTE, "");
  scroll();
  requestAnimationFrame(() => requestAnimationFrame(() => root.removeAttribute(FULL_LAYOUT_ATTRIBUTE)));
}
