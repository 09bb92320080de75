import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Code, Heading, Root } from "mdast";
import { toString } from "mdast-util-to-string";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { splitFrontMatter } from "../../markdown/site/content-page/index.ts";

export const contentDirectory = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../content");

export interface ContentPage {
  /** Path from the content folder: `configuration/output.md`. */
  file: string;
  tree: Root;
}

const parser = unified().use(remarkParse).use(remarkGfm);

/** Every page under content/, parsed to a Markdown tree with true line numbers. */
export function readContent(folder = ""): ContentPage[] {
  const directory = path.join(contentDirectory, folder);
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => {
      const { body } = splitFrontMatter(readFileSync(path.join(directory, file), "utf8"));
      return { file: path.join(folder, file), tree: parser.parse(body) };
    });
}

/** The text of every heading of the pages, for coverage checks. */
export function headingTexts(pages: readonly ContentPage[]): Set<string> {
  const texts = new Set<string>();
  for (const page of pages) visit(page.tree, "heading", (node: Heading) => void texts.add(toString(node).trim()));
  return texts;
}

export function codeBlocks(page: ContentPage): Code[] {
  const blocks: Code[] = [];
  visit(page.tree, "code", (node: Code) => void blocks.push(node));
  return blocks;
}
