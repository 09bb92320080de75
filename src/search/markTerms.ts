import { highlight } from "./highlight.ts";

/** The name of the CSS highlight the marked terms form: `::highlight(search-terms)` styles it. */
export const SEARCH_TERMS_HIGHLIGHT = "search-terms";

/** Text that is not the page's prose: code keeps its own colours, and scripts and styles are not shown. */
const SKIPPED = "script, style, pre, textarea, [aria-hidden='true']";

/** Where each matched word of `text` starts and ends. */
export function termOffsets(text: string, terms: readonly string[]): [start: number, end: number][] {
  const offsets: [number, number][] = [];
  let position = 0;
  for (const part of highlight(text, terms)) {
    if (part.matched) offsets.push([position, position + part.text.length]);
    position += part.text.length;
  }
  return offsets;
}

/**
 * Marks the words of `root` that are one of `terms` (index words) with the CSS Custom Highlight
 * API: nothing is added to the page, so nothing moves, and React's tree is untouched. Marks again
 * when the content changes (the page's chunk arriving after the address changed). Returns the
 * function that removes the marks; does nothing in a browser without the API.
 */
export function markTerms(root: Element, terms: readonly string[]): () => void {
  if (typeof Highlight === "undefined" || !("highlights" in CSS)) return () => undefined;
  const marks = new Highlight();
  CSS.highlights.set(SEARCH_TERMS_HIGHLIGHT, marks);
  const markAll = () => {
    marks.clear();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest(SKIPPED)) continue;
      for (const [start, end] of termOffsets(node.textContent ?? "", terms)) {
        const range = new Range();
        range.setStart(node, start);
        range.setEnd(node, end);
        marks.add(range);
      }
    }
  };
  markAll();
  let frame = 0;
  const observer = new MutationObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(markAll);
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    CSS.highlights.delete(SEARCH_TERMS_HIGHLIGHT);
  };
}
