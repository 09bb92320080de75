import type { Root } from "mdast";
import type { Point, Position } from "unist";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import type { GeneratedBlock } from "./index.ts";

/** The line and column (both from 1) of an offset in the page's text. */
function pointAt(text: string, offset: number): Point {
  const before = text.slice(0, offset);
  return { line: before.split("\n").length, column: offset - before.lastIndexOf("\n"), offset };
}

function fencePosition(text: string, block: GeneratedBlock): Position {
  return { start: pointAt(text, block.start), end: pointAt(text, block.end) };
}

/**
 * Gives every node remark-generated-blocks put in the page the position of the fenced block it
 * replaced. Their own positions are lines of the generator's Markdown, which a compiler mapping the
 * page back to its file (MDX's source map, React's development `jsxDEV` sources) takes for lines of
 * the page: a generated table would lead the developer tools to the front matter. Add it where the
 * page is compiled, after remark-generated-blocks: the content index reads those positions to expand
 * the blocks in the pages' Markdown copies, so the shared pipeline keeps them.
 */
export default function remarkPlaceGeneratedBlocks() {
  return (_tree: Root, file: VFile) => {
    const text = String(file.value);
    for (const block of file.data.generatedBlocks ?? []) {
      const position = fencePosition(text, block);
      for (const node of block.nodes) {
        visit(node, (child) => {
          child.position = position;
        });
      }
    }
  };
}
