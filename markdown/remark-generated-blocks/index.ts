import GithubSlugger from "github-slugger";
import type { Root, RootContent } from "mdast";
import { toString } from "mdast-util-to-string";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import type { VFile } from "vfile";

/** Makes Markdown from the installed tools; `args` are the words after the generator's name. */
export type Generator = (args: string[]) => string;

export interface GeneratedBlocksOptions {
  generators: Record<string, Generator>;
}

/** A block the plugin replaced: where it was in the page and what took its place. */
export interface GeneratedBlock {
  /** Offsets of the fenced block in the page's text. */
  start: number;
  end: number;
  /** The generator's Markdown; the nodes' positions are offsets in it, not in the page. */
  markdown: string;
  nodes: RootContent[];
}

declare module "vfile" {
  interface DataMap {
    generatedBlocks: GeneratedBlock[];
  }
}

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * Replaces each fenced block of the language `generated` (body: `name arg…`) with the Markdown
 * its generator returns, so reference tables come from the installed tools and never drift.
 * Records the replaced blocks in `file.data.generatedBlocks`, for the pages' Markdown copies.
 */
export default function remarkGeneratedBlocks(options: GeneratedBlocksOptions) {
  return (tree: Root, file: VFile) => {
    // One slugger per page: `output.libraryExport` and `output.library.export` slug alike.
    const slugger = new GithubSlugger();
    const blocks: GeneratedBlock[] = [];
    visit(tree, "code", (node, index, parent) => {
      if (node.lang !== "generated" || !parent || index === undefined) return;
      const [name = "", ...args] = node.value.trim().split(/\s+/);
      const generator = options.generators[name];
      if (!generator) {
        const known = Object.keys(options.generators).join(", ");
        file.fail(`unknown generated block "${name}" (known: ${known})`, node);
      }
      let markdown: string;
      try {
        markdown = generator(args);
      } catch (error) {
        file.fail(`generated block "${name}" failed: ${(error as Error).message}`, node);
      }
      const generated = parser.parse(markdown);
      // Generated headings get ids of their own, so they never take the ids of the prose headings.
      visit(generated, "heading", (heading) => {
        heading.data = { ...heading.data, hProperties: { id: `schema-${slugger.slug(toString(heading))}` } };
      });
      const nodes = generated.children as RootContent[];
      parent.children.splice(index, 1, ...nodes);
      const { start, end } = node.position ?? {};
      if (start?.offset !== undefined && end?.offset !== undefined) {
        blocks.push({ start: start.offset, end: end.offset, markdown, nodes });
      }
      return [SKIP, index + nodes.length];
    });
    file.data.generatedBlocks = blocks;
  };
}
