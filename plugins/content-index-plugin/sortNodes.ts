import type { ContentNode } from "../../common/content.ts";

const BLOG_DATE = /^(\d{4}-\d{2}-\d{2})-/;

function rank(node: ContentNode): number {
  return node.type === "file" && node.name === "index" ? 0 : 1;
}

/** A section's index page first, then `sort` ascending (negative first), then title. */
export function compareNodes(a: ContentNode, b: ContentNode): number {
  const sortA = a.type === "file" ? a.sort : 0;
  const sortB = b.type === "file" ? b.sort : 0;
  const titleA = a.type === "file" ? a.title : a.name;
  const titleB = b.type === "file" ? b.title : b.name;
  return rank(a) - rank(b) || sortA - sortB || titleA.localeCompare(titleB, "en");
}

/** Blog posts newest first, by the date their file name starts with; the blog index stays first. */
export function compareBlogPosts(a: ContentNode, b: ContentNode): number {
  const dateA = BLOG_DATE.exec(a.name)?.[1] ?? "";
  const dateB = BLOG_DATE.exec(b.name)?.[1] ?? "";
  return rank(a) - rank(b) || dateB.localeCompare(dateA) || compareNodes(a, b);
}
