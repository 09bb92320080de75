import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { renderWithRehypePlugin } from "../renderWithRehypePlugin.ts";
import rehypeTaskListLabels from "./index.ts";

const render = (markdown: string) => renderWithRehypePlugin(markdown, rehypeTaskListLabels);

describe("rehype-task-list-labels", () => {
  it("names each task list checkbox by its state", () => {
    const html = render("- [ ] write it\n- [x] test it");
    assert.match(html, /<input type="checkbox" disabled aria-label="To do">/);
    assert.match(html, /<input type="checkbox" checked disabled aria-label="Done">/);
  });
});
