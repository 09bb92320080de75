import GithubSlugger from "github-slugger";
import type { Code, Root, RootContent } from "mdast";
import { toString } from "mdast-util-to-string";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import type { VFile } from "vfile";
import remarkGfmExplicitLinks from "../remark-gfm-explicit-links/index.ts";

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

/** Generated Markdown writes its links as links, as the pages do (see remark-gfm-explicit-links). */
const parser = unified().use(remarkParse).use(remarkGfmExplicitLinks);

interface Generated {
  markdown: string;
  tree: Root;
}

/**
 * Each block's Markdown and its parse, by the options it was generated with (their identity: the
 * MDX rule and the content index of one build share one options object) and its text. Generators
 * read only the installed tools, so a block never changes within a process; the reference pages
 * repeat the same large tables for every compilation and every plugin that meets them.
 */
const generatedBlocksCache = new WeakMap<GeneratedBlocksOptions, Map<string, Generated>>();

function generate(options: GeneratedBlocksOptions, name: string, args: string[], file: VFile, node: Code): Generated {
  let blocks = generatedBlocksCache.get(options);
  if (!blocks) generatedBlocksCache.set(options, (blocks = new Map()));
  const key = [name, ...args].join(" ");
  let generated = blocks.get(key);
  if (!generated) {
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
    generated = { markdown, tree: parser.parse(markdown) };
    blocks.set(key, generated);
  }
  // Later plugins change the tree they are given: each page gets its own copy.
  return { markdown: generated.markdown, tree: structuredClone(generated.tree) };
}

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
      const { markdown, tree: generated } = generate(options, name, args, file, node);
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
