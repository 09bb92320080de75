import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified, type Pluggable } from "unified";
import { VFile } from "vfile";
import remarkGfmExplicitLinks from "./index.ts";

function read(markdown: string, plugin: Pluggable = remarkGfmExplicitLinks): Root {
  const processor = unified().use(remarkParse).use([plugin]);
  return processor.runSync(processor.parse(markdown), new VFile({ path: "page.md", value: markdown })) as Root;
}

const GFM_SAMPLE = [
  "| Option | Default |",
  "| :--- | ---: |",
  "| `mode` | `production` |",
  "",
  "~~deprecated~~ and a footnote[^1].",
  "",
  "- [x] done",
  "- [ ] to do",
  "",
  "[^1]: The note.",
  "",
  "See <https://webpack.js.org/> or [the guide](https://example.test/guide), and `https://in.code/`.",
].join("\n");

describe("remark-gfm-explicit-links", () => {
  it("reads tables, strikethrough, task lists, footnotes and written links as remark-gfm does", () => {
    assert.deepEqual(read(GFM_SAMPLE), read(GFM_SAMPLE, remarkGfm));
  });

  it("fails a page with an address left bare, at its line, naming what to write", () => {
    const markdown = "# Title\n\nThe releases are at https://github.com/webpack/webpack/releases.\n";
    assert.throws(
      () => read(markdown),
      (error: Error & { line?: number }) => {
        assert.equal(error.line, 3);
        assert.match(
          error.message,
          /the address https:\/\/github\.com\/webpack\/webpack\/releases is not a link: write it as <https:\/\/github\.com\/webpack\/webpack\/releases>/,
        );
        return true;
      },
    );
    assert.throws(() => read("Go to www.example.test for more."), /www\.example\.test is not a link/);
  });

  it("accepts an address as the text of its own link", () => {
    assert.doesNotThrow(() =>
      read(
        "[https://example.test/](https://example.test/) and [www.example.test][site]\n\n[site]: https://www.example.test/",
      ),
    );
  });
});
