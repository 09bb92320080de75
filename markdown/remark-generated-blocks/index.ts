import GithubSlugger from "github-slugger";
import type { Code, Root, RootContent } from "mdast";
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

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * Each block's parsed Markdown, by the options it was generated with (their identity: the client
 * build, the prerender and the content index of one `npm run build` share one options object) and
 * its text. Generators read only the installed tools, so a block never changes within a process;
 * the reference pages repeat the same large tables in every compiler that meets them.
 */
const parsedBlocks = new WeakMap<GeneratedBlocksOptions, Map<string, Root>>();

function generate(options: GeneratedBlocksOptions, name: string, args: string[], file: VFile, node: Code): Root {
  let blocks = parsedBlocks.get(options);
  if (!blocks) parsedBlocks.set(options, (blocks = new Map()));
  const key = [name, ...args].join(" ");
  let parsed = blocks.get(key);
  if (!parsed) {
    const generator = options.generators[name];
    if (!generator) {
      const known = Object.keys(options.generators).join(", ");
      file.fail(`unknown generated block "${name}" (known: ${known})`, node);
    }
    try {
      parsed = parser.parse(generator(args));
    } catch (error) {
      file.fail(`generated block "${name}" failed: ${(error as Error).message}`, node);
    }
    blocks.set(key, parsed);
  }
  // Later plugins change the tree they are given: each page gets its own copy.
  return structuredClone(parsed);
}

/**
 * Replaces each fenced block of the language `generated` (body: `name arg…`) with the Markdown
 * its generator returns, so reference tables come from the installed tools and never drift.
 */
export default function remarkGeneratedBlocks(options: GeneratedBlocksOptions) {
  return (tree: Root, file: VFile) => {
    // One slugger per page: `output.libraryExport` and `output.library.export` slug alike.
    const slugger = new GithubSlugger();
    visit(tree, "code", (node, index, parent) => {
      if (node.lang !== "generated" || !parent || index === undefined) return;
      const [name = "", ...args] = node.value.trim().split(/\s+/);
      const generated = generate(options, name, args, file, node);
      // Generated headings get ids of their own, so they never take the ids of the prose headings.
      visit(generated, "heading", (heading) => {
        heading.data = { ...heading.data, hProperties: { id: `schema-${slugger.slug(toString(heading))}` } };
      });
      parent.children.splice(index, 1, ...(generated.children as RootContent[]));
      return [SKIP, index + generated.children.length];
    });
  };
}
