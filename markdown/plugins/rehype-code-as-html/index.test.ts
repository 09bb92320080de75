import { compile } from "@mdx-js/mdx";
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseFragment, serialize } from "parse5";
import { createElement } from "react";
import * as runtime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import rehypeCodeBlocks from "../rehype-code-blocks/index.ts";
import rehypeCodeAsHtml from "./index.ts";

const SAMPLE = [
  "Text with `inline code` stays as it is.",
  "",
  '```js title="webpack.config.js" highlight="2"',
  'const path = require("node:path");',
  "module.exports = { entry: '<main> & \"more\"' };",
  "```",
  "",
  "```text",
  "plain <b>text</b>",
  "```",
].join("\n");

async function compileMdx(source: string, asHtml: boolean): Promise<string> {
  const rehypePlugins = asHtml ? [rehypeCodeBlocks, rehypeCodeAsHtml] : [rehypeCodeBlocks];
  return String(await compile(source, { outputFormat: "function-body", rehypePlugins }));
}

async function render(source: string, asHtml: boolean): Promise<string> {
  const code = await compileMdx(source, asHtml);
  const { default: Content } = (await new Function(code)(runtime)) as { default: () => null };
  return renderToStaticMarkup(createElement(Content));
}

/** The markup as a browser reads it: one document, however each character was escaped. */
function asParsed(html: string): string {
  return serialize(parseFragment(html));
}

describe("rehype-code-as-html", () => {
  it("renders what the code blocks' elements rendered", async () => {
    const asElements = await render(SAMPLE, false);
    const asHtml = await render(SAMPLE, true);
    assert.match(asElements, /<span class="token keyword">const<\/span>/);
    assert.equal(asParsed(asHtml), asParsed(asElements));
  });

  it("compiles a code block into one string, not a call for each token", async () => {
    const asElements = await compileMdx(SAMPLE, false);
    const asHtml = await compileMdx(SAMPLE, true);
    assert.match(asElements, /className: "token keyword"/);
    assert.doesNotMatch(asHtml, /className: "token/);
    assert.equal((asHtml.match(/dangerouslySetInnerHTML: \{/g) ?? []).length, 2);
    assert.match(asHtml, /<span class=\\"token keyword\\">const<\/span>/);
  });

  it("escapes the code's own markup, which the reader sees as text", async () => {
    const html = await render(SAMPLE, true);
    assert.match(html, /plain &#x3C;b>text&#x3C;\/b>/);
    assert.doesNotMatch(html, /<b>/);
  });

  it("leaves inline code and the block's caption and bar elements as React elements", async () => {
    const code = await compileMdx(SAMPLE, true);
    assert.match(code, /_jsx\(_components\.code, \{\s*children: "inline code"/);
    assert.match(code, /_jsx\(_components\.figcaption, \{\s*children: "webpack\.config\.js"/);
  });
});
