import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { ContentError, splitFrontMatter } from "../../markdown/site/content-page/index.ts";
import { yamlSoup } from "../../test/helpers/yamlSoup.ts";
import { parseContentFile, type ParsedContent } from "./parseContentFile.ts";

/** The pieces of Markdown pages are made of, mixed at random into pages a writer might produce on a bad day. */
const MARKDOWN_PIECES = [
  "\n",
  "\n\n",
  "# ",
  "## ",
  "### ",
  "#### ",
  "[",
  "]",
  "](",
  ")",
  "](/concepts/",
  "](#",
  "](//cdn.example/",
  "](https://example.com/",
  "[ref]: /guides/#",
  "[ref]",
  "![",
  "`",
  "```js\n",
  "\n```\n",
  "> ",
  "- ",
  "1. ",
  "| a | b |\n| - | - |\n",
  "|",
  "*",
  "_",
  "<div>",
  "</div>",
  "<h2 id='x'>",
  "&amp;",
  "\\",
  "%",
  "%E0%A4%A",
  "{#custom-id}",
  "\u0000",
  "\u200b",
];

const markdownSoup = fc
  .array(fc.oneof(fc.constantFrom(...MARKDOWN_PIECES), fc.string({ maxLength: 8 })), { maxLength: 60 })
  .map((pieces) => pieces.join(""));

function parse(source: string): ParsedContent {
  return parseContentFile(source, "/content/concepts/page.md", {
    remarkPlugins: [],
    page: {},
    pageUrl: "https://webpack.js.org/concepts/page/",
  });
}

describe("parseContentFile", () => {
  it("fails exactly as the front matter does, with its ContentError, or reads the page, for any front matter", () => {
    fc.assert(
      fc.property(fc.oneof(yamlSoup, fc.string({ unit: "binary" })), markdownSoup, (yamlText, body) => {
        const source = `---\n${yamlText}\n---\n${body}`;
        let expected: ContentError | undefined;
        try {
          splitFrontMatter(source);
        } catch (error) {
          assert.ok(error instanceof ContentError, String(error));
          expected = error;
        }
        if (expected) {
          assert.throws(() => parse(source), expected);
        } else {
          assert.deepEqual(parse(source).frontMatter, splitFrontMatter(source).frontMatter);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("reads any Markdown body without throwing: internal links on the page's lines, anchors among its ids", () => {
    fc.assert(
      fc.property(markdownSoup, (body) => {
        const source = `---\ntitle: A page\n---\n${body}`;
        const parsed = parse(source);
        const lines = source.split("\n").length;
        for (const link of parsed.internalLinks) {
          assert.ok(/^(\/(?!\/)|#)/.test(link.url), link.url);
          assert.ok(link.line >= 1 && link.line <= lines, `${link.url} on line ${link.line}`);
        }
        for (const anchor of parsed.anchors) assert.ok(parsed.ids.has(anchor.id), anchor.id);
      }),
      { numRuns: 500 },
    );
  });
});
