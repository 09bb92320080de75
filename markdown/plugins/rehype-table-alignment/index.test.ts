import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { renderWithRehypePlugin } from "../renderWithRehypePlugin.ts";
import rehypeTableAlignment from "./index.ts";

const render = (markdown: string) => renderWithRehypePlugin(markdown, rehypeTableAlignment);

describe("rehype-table-alignment", () => {
  it("turns column alignment into classes, leaving no alignment attribute or style", () => {
    const html = render("| a | b | c | d |\n| :-- | :-: | --: | --- |\n| 1 | 2 | 3 | 4 |");
    assert.doesNotMatch(html, /style=|align=/);
    assert.match(html, /<th class="align-left">a<\/th>/);
    assert.match(html, /<td class="align-center">2<\/td>/);
    assert.match(html, /<td class="align-right">3<\/td>/);
    assert.match(html, /<td>4<\/td>/);
  });
});
