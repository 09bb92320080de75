/** The class of the link each content heading carries to itself (styled in src/styles/markdown.css). */
export const HEADING_LINK_CLASS = "heading-link";

const LINKED_HEADINGS = ":is(h2, h3, h4)[id]";

/**
 * Gives every h2, h3 and h4 with an id in `content` a link to itself, after its text, once. Added in
 * the browser rather than in the build: on reference pages with 200 to 330 headings the links were
 * 2.4 to 3.5 KB of gzipped HTML, past those pages' budget. The stylesheet keeps the link's room free
 * from the first paint, so adding it moves nothing.
 */
export function addHeadingLinks(content: HTMLElement): void {
  for (const heading of content.querySelectorAll<HTMLElement>(LINKED_HEADINGS)) {
    if (heading.querySelector(`:scope > .${HEADING_LINK_CLASS}`)) continue;
    const link = document.createElement("a");
    link.className = HEADING_LINK_CLASS;
    link.href = `#${heading.id}`;
    link.setAttribute("aria-label", `Link to this section: ${heading.textContent?.trim() ?? ""}`);
    heading.append(link);
  }
}
