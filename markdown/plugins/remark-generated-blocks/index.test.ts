import assert from "node:assert/strict";
import type { Root } from "mdast";
import { describe, it } from "node:test";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { generators } from "../../site/generators/index.ts";
import remarkHeadingIds from "../remark-heading-ids/index.ts";
import remarkGeneratedBlocks from "./index.ts";
import remarkPlaceGeneratedBlocks from "./placeInPage.ts";

function render(markdown: string): string {
  return String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkGeneratedBlocks, { generators })
      .use(remarkHeadingIds)
      .use(remarkRehype)
      .use(rehypeStringify)
      .processSync(markdown),
  );
}

describe("remark-place-generated-blocks", () => {
  it("gives every generated node the position of the fence it replaced, not one in the generator's Markdown", () => {
    const processor = unified()
      .use(remarkParse)
      .use(remarkGeneratedBlocks, { generators })
      .use(remarkPlaceGeneratedBlocks);
    const markdown = "Text.\n\n```generated\nplugin-schema schemas/plugins/BannerPlugin.json\n```\n";
    const tree = processor.runSync(processor.parse(markdown), markdown) as Root;
    const [text, ...generated] = tree.children;
    assert.equal(text?.position?.start.line, 1);
    assert.ok(generated.length > 0);
    const fence = {
      start: { line: 3, column: 1, offset: markdown.indexOf("```") },
      end: { line: 5, column: 4, offset: markdown.lastIndexOf("```") + 3 },
    };
    for (const node of generated) visit(node, (child) => assert.deepEqual(child.position, fence));
  });
});

describe("remark-generated-blocks with the webpack generators", () => {
  it("documents every path below a top-level option from webpack's own schema", () => {
    const html = render("## `output.filename`\n\n```generated\nconfiguration-schema output\n```");
    assert.match(html, /<h2 id="outputfilename">/);
    assert.match(html, /<h3 id="schema-outputchunkloadtimeout"><code>output\.chunkLoadTimeout<\/code><\/h3>/);
    assert.match(html, /<h3 id="schema-outputfilename">/);
    // A union type in a paragraph reads as it is written; only table cells escape their pipes.
    assert.match(html, /<p>Type: <code>string \| object<\/code><\/p>/);
    assert.doesNotMatch(html, /\\\|/);
  });

  it("lists the properties of a schema definition once, where it first appears, and points there after", () => {
    const html = render("```generated\nconfiguration-schema optimization\n```");
    assert.match(html, /<h3 id="schema-optimizationminimize"><code>optimization\.minimize<\/code><\/h3>/);
    assert.match(html, /<h3 id="schema-optimizationminimizecss">/);
    assert.match(html, /<h3 id="schema-optimizationminimizeoptions">/);
    assert.doesNotMatch(html, /id="schema-optimizationminimizeoptionscss"/);
    assert.match(
      html,
      /<p>Takes the same options as <a href="#schema-optimizationminimize"><code>optimization\.minimize<\/code><\/a>\.<\/p>/,
    );
  });

  it("renders a plugin's options table from its schema file", () => {
    const html = render("```generated\nplugin-schema schemas/plugins/BannerPlugin.json\n```");
    assert.match(html, /<td><code>banner<\/code><\/td>/);
  });

  it("lists webpack-cli's schema-derived flags", () => {
    assert.match(render("```generated\ncli-flags\n```"), /<code>--output-chunk-load-timeout<\/code>/);
  });

  it("fails with the block's position on an unknown generator or a bad argument", () => {
    assert.throws(
      () => render("Text.\n\n```generated\nno-such-thing\n```"),
      /3:1-5:4.*unknown generated block "no-such-thing"/s,
    );
    assert.throws(
      () => render("```generated\nconfiguration-schema nonsense\n```"),
      /"nonsense" is not a top-level option/,
    );
  });
});
