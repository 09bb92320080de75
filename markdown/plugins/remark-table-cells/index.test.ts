import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { VFile } from "vfile";
import remarkTableCells from "./index.ts";

function read(markdown: string): Root {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkTableCells);
  return processor.runSync(processor.parse(markdown), new VFile({ path: "page.md", value: markdown })) as Root;
}

describe("remark-table-cells", () => {
  it("keeps a table whose rows have the header's cells, escaped pipes in code included", () => {
    const markdown = "| Option | Type |\n| --- | --- |\n| `test` | `RegExp \\| string` |\n";
    const tree = read(markdown);
    assert.equal(tree.children[0]?.type, "table");
  });

  it("fails at the line of a row that an unescaped pipe in inline code splits", () => {
    const markdown =
      "# Options\n\n| Option | Type |\n| --- | --- |\n| `mode` | `string` |\n| `test` | `RegExp | string` |\n";
    assert.throws(
      () => read(markdown),
      (error: Error & { line?: number; file?: string }) => {
        assert.equal(error.line, 6);
        assert.equal(error.file, "page.md");
        assert.match(
          error.message,
          /3 cells and its header 2: write a \| inside a cell \(in inline code too\) as \\\|/,
        );
        return true;
      },
    );
  });

  it("fails a row with fewer cells than the header", () => {
    assert.throws(() => read("| a | b |\n| - | - |\n| one |\n"), /1 cell and its header 2/);
  });
});
