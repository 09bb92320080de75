/**
 * The class of the link each content heading carries to itself: written by
 * markdown/rehype-heading-links, styled by src/styles/markdown.css and recognised by the page's
 * click handler, which copies the section's address.
 */
export const HEADING_LINK_CLASS = "heading-link";
