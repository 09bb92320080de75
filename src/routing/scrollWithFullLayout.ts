/** Present while every block of the page is laid out, however far from the screen (markdown.css). */
const FULL_LAYOUT_ATTRIBUTE = "data-full-layout";

/** On a block that stays laid out at its real height from now on (markdown.css). */
const KEPT_LAYOUT_ATTRIBUTE = "data-kept-layout";

/**
 * Scrolls with the whole page laid out. Far from the screen, a page's blocks have estimated heights
 * until they are first shown (`content-visibility: auto`), so a scroll computed against them lands
 * on other text: a saved position points elsewhere, and a hash target far down the page ends up
 * thousands of pixels away once the blocks above it take their real heights. The blocks above the
 * bottom of the window after the scroll keep their layout, so the place scrolled to cannot drift when
 * the others go back to estimates (Chrome does not always remember the heights it measured while
 * they were laid out, which moved targets 50 to 750 px).
 */
export function scrollWithFullLayout(scroll: () => void): void {
  const root = document.documentElement;
  root.setAttribute(FULL_LAYOUT_ATTRIBUTE, "");
  scroll();
  for (const block of document.querySelectorAll(".markdown > *")) {
    if (block.getBoundingClientRect().top >= window.innerHeight) break;
    block.setAttribute(KEPT_LAYOUT_ATTRIBUTE, "");
  }
  root.removeAttribute(FULL_LAYOUT_ATTRIBUTE);
}
