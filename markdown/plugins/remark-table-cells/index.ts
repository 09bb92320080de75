import type { Root, Table } from "mdast";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";

/**
 * Fails a page whose table has a row with more or fewer cells than its header, at the row's line.
 * GFM splits a row at every unescaped `|`, inside inline code too, and then drops the cells past
 * the header's count: the reader would lose the end of the row without a word.
 */
export default function remarkTableCells() {
  return (tree: Root, file: VFile) => {
    visit(tree, "table", (table: Table) => {
      const [header, ...rows] = table.children;
      const columns = header?.children.length ?? 0;
      for (const row of rows) {
        const cells = row.children.length;
        if (cells === columns) continue;
        file.fail(
          `this table row has ${cells} ${cells === 1 ? "cell" : "cells"} and its header ${columns}: write a | inside a cell (in inline code too) as \\|`,
          row,
        );
      }
    });
  };
}
