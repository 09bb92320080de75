import type { FrontMatter } from "../../../common/content.ts";
import { isBlogPost, postDate, type BlogOptions } from "./blogPost.ts";
import { ContentError, splitFrontMatter, type FrontMatterOptions } from "./frontMatter.ts";

export { ContentError, isGithubHandle, splitFrontMatter } from "./frontMatter.ts";
export { isBlogPost, postDate, type BlogOptions } from "./blogPost.ts";

/** A page's validated front matter and its Markdown (or MDX) body. */
export interface PageText {
  frontMatter: FrontMatter;
  /** The body; a page's own keeps blank lines where its front matter was, so its line numbers stay true. */
  body: string;
}

/** Files a page was made from besides its own, and files it looked for in vain: a change to either must rebuild it. */
export interface PageDependencies {
  files: string[];
  missing: string[];
}

/** What a content page is made of: what the markdown loader renders and the content index reads. */
export interface ContentPage extends PageText {
  dependencies: PageDependencies;
}

/**
 * A site's own step after the front matter is valid: it may give the page another body or other
 * front matter fields (this site shows a package's fetched README), naming the files it read.
 */
export type TransformPage = (page: PageText, filePath: string) => ContentPage;

export interface ContentPageOptions extends Omit<FrontMatterOptions, "postAuthors"> {
  transformPage?: TransformPage;
  /** The blog: its posts must be dated by their file names and name their authors. */
  blog?: BlogOptions;
}

/**
 * Reads a content page: its front matter validated (a problem throws a `ContentError` with its
 * line), then the site's `transformPage`, if any. The markdown loader and the content index both
 * read pages through it, with the same options, so the index checks the page that is rendered.
 */
export function contentPage(source: string, filePath: string, options: ContentPageOptions = {}): ContentPage {
  const { blog, ...frontMatterOptions } = options;
  const isPost = blog !== undefined && isBlogPost(filePath, blog);
  if (isPost && !postDate(filePath)) {
    throw new ContentError("blog post: the file name must start with the day it was published, as YYYY-MM-DD-", 1);
  }
  const page = splitFrontMatter(source, {
    ...frontMatterOptions,
    ...(blog && { postAuthors: isPost ? new Set(Object.keys(blog.authors)) : null }),
  });
  return options.transformPage?.(page, filePath) ?? { ...page, dependencies: { files: [], missing: [] } };
}
