import assert from "node:assert/strict";
import { describe, it } from "node:test";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import remarkAlerts from "./index.ts";

function render(markdown: string): string {
  return String(
    unified().use(remarkParse).use(remarkAlerts).use(remarkRehype).use(rehypeStringify).processSync(markdown),
  );
}

describe("remark-alerts", () => {
  it("turns GitHub alerts into titled callouts", () => {
    assert.equal(
      render("> [!WARNING]\n> Mind the gap."),
      '<div class="callout callout-warning" role="note">\n<p class="callout-title">Warning</p>\n<p>Mind the gap.</p>\n</div>',
    );
    assert.match(render("> [!tip]\n> Lower case works."), /callout-tip/);
    assert.match(render("> [!TODO]\n> Later."), /<p class="callout-title">To do<\/p>/);
  });

  it("leaves ordinary quotes and unknown markers alone", () => {
    assert.equal(render("> Just a quote."), "<blockquote>\n<p>Just a quote.</p>\n</blockquote>");
    assert.match(render("> [!DANGER]\n> Unknown."), /<blockquote>/);
  });
});
