import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { renderWithRehypePlugin } from "../renderWithRehypePlugin.ts";
import rehypeLazyImages from "./index.ts";

describe("rehype-lazy-images", () => {
  it("makes every image load lazily", () => {
    const html = renderWithRehypePlugin("![a diagram](/diagram.png)\n\nText ![badge](/badge.svg)", rehypeLazyImages);
    assert.equal(html.match(/loading="lazy"/g)?.length, 2);
  });

  it("leaves text without images as it is", () => {
    assert.equal(renderWithRehypePlugin("Just *text*.", rehypeLazyImages), "<p>Just <em>text</em>.</p>");
  });
});
