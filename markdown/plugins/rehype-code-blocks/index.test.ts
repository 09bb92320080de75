import assert from "node:assert/strict";
import { describe, it } from "node:test";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import type { Element, Root } from "hast";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import rehypeCodeBlocks from "./index.ts";

function render(markdown: string): string {
  return String(
    unified().use(remarkParse).use(remarkRehype).use(rehypeCodeBlocks).use(rehypeStringify).processSync(markdown),
  );
}

/** Every element of the rendered tree whose children hold two text nodes side by side. */
function adjacentTexts(markdown: string): string[] {
  const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeCodeBlocks);
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  const found: string[] = [];
  visit(tree, "element", (node: Element) => {
    node.children.forEach((child, index) => {
      if (child.type === "text" && node.children[index + 1]?.type === "text")
        found.push(`${node.tagName}: ${child.value}`);
    });
  });
  return found;
}

describe("rehype-code-blocks", () => {
  it("leaves no two text nodes side by side, which React would part with a marker in the page's HTML", () => {
    assert.deepEqual(adjacentTexts("```js\nf();\ng();\n\n\nh();\n```"), []);
  });

  it("highlights at build time into token classes, with the title as a caption", () => {
    const html = render('```js title="webpack.config.js"\nconst a = 1;\n```');
    assert.match(html, /<figure class="code-block"><figcaption>webpack\.config\.js<\/figcaption>/);
    assert.match(html, /<span class="token keyword">const<\/span>/);
    assert.doesNotMatch(html, /style=/);
  });

  it("tells the reader that an output marked abridged is not all webpack prints", () => {
    assert.match(
      render('```text title="terminal" abridged\nwebpack 5.112.2 compiled successfully\n```'),
      /<figcaption>terminal \(abridged\)<\/figcaption>/,
    );
    assert.match(render("```text abridged\nasset main.js\n```"), /<figcaption>Output \(abridged\)<\/figcaption>/);
    assert.doesNotMatch(render("```text\nasset main.js\n```"), /figcaption/);
  });

  it("gives a highlighted line an element of its own, and the other lines none", () => {
    const html = render('```js highlight="2"\na;\nb;\nc;\n```');
    const code = html.match(/<code>([\s\S]*)<\/code>/)?.[1];
    assert.equal(
      code,
      'a<span class="token punctuation">;</span>\n' +
        '<span class="line line-highlighted">b<span class="token punctuation">;</span></span>\n' +
        'c<span class="token punctuation">;</span>',
    );
  });

  it("joins neighbouring tokens of the same kind, and the spaces between them", () => {
    const html = render("```js\nf(a)); g({ }) ;\n```");
    assert.match(html, /<span class="token punctuation">\(<\/span>a<span class="token punctuation">\)\);<\/span>/);
    assert.match(html, /<span class="token punctuation">\(\{ \}\) ;<\/span>/);
  });

  it("marks added and removed lines of a diff", () => {
    const html = render("```diff\n keep\n-old\n+new\n```");
    assert.match(html, /<span class="line line-removed">-old<\/span>/);
    assert.match(html, /<span class="line line-added">\+new<\/span>/);
  });

  it("keeps a multi-line token's classes on every line it spans", () => {
    const html = render("```js\n/* one\ntwo */\n```");
    assert.equal((html.match(/<span class="token comment">/g) ?? []).length, 2);
  });

  it("leaves unknown languages as plain text", () => {
    const html = render("```nosuchlanguage\n<b>x</b>\n```");
    assert.match(html, /&#x3C;b>x&#x3C;\/b>/);
  });
});
