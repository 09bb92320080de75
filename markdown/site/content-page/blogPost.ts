import path from "node:path";
import type { BlogAuthor } from "../../../common/content.ts";

/** Where a site's blog is and who writes for it. */
export interface BlogOptions {
  /** Absolute path of the blog's folder: each file in it but its index is a post. */
  directory: string;
  /** The blog's authors by the key a post's `authors` names them with. */
  authors: Record<string, BlogAuthor>;
}

/** A post's file name starts with the day it was published: `2020-10-10-webpack-5-release.md`. */
const DATED_NAME = /^(\d{4})-(\d{2})-(\d{2})-/;

/** Whether a content file is a post of the blog: in its folder, and not the folder's index. */
export function isBlogPost(filePath: string, blog: BlogOptions): boolean {
  const name = path.basename(filePath).replace(/\.mdx?$/, "");
  return path.dirname(filePath) === blog.directory && name !== "index";
}

/** The day a post's file name gives (YYYY-MM-DD), or `undefined` when it names no day of the calendar. */
export function postDate(filePath: string): string | undefined {
  const match = DATED_NAME.exec(path.basename(filePath));
  if (!match) return undefined;
  const [day, year, month, date] = [match[0].slice(0, 10), Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date
    ? day
    : undefined;
}
