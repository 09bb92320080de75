import type { FrontMatter } from "../../common/content.ts";
import type { ContentIndex, IndexedFile } from "../../plugins/content-index-plugin/buildIndex.ts";
import type { ParsedContent } from "../../plugins/content-index-plugin/parseContentFile.ts";

export type Section = ParsedContent["sections"][number];

/** A page as the content index holds it, with only what the search index reads: its sections and links. */
export function indexedPage(
  url: string,
  title: string,
  sections: Section[],
  links: string[] = [],
  frontMatter: Omit<FrontMatter, "title"> = {},
): IndexedFile {
  const internalLinks = links.map((link) => ({ url: link, line: 1 }));
  return {
    absolutePath: `/content${url}index.md`,
    node: { url, title, description: frontMatter.description } as IndexedFile["node"],
    parsed: { sections, internalLinks, frontMatter: { title, ...frontMatter } } as ParsedContent,
  };
}

export function contentIndexOf(files: IndexedFile[]): ContentIndex {
  return { files } as ContentIndex;
}
