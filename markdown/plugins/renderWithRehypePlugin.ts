import type { Root } from "hast";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

/** GFM Markdown to HTML with one rehype plugin in the middle: how the rehype plugins' tests see their output. */
export function renderWithRehypePlugin(markdown: string, plugin: () => (tree: Root) => void): string {
  return String(
    unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(plugin).use(rehypeStringify).processSync(markdown),
  );
}
