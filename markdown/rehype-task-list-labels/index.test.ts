import assert from "node:assert/strict";
import { describe, it } from "node:test";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import rehypeTaskListLabels from "./index.ts";

function render(markdown: string): string {
  return String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype)
      .use(rehypeTaskListLabels)
      .use(rehypeStringify)
      .processSync(markdown),
  );
}

describe("rehype-task-list-labels", () => {
  it("names each task list checkbox by its state", () => {
    const html = render("- [ ] write it\n- [x] test it");
    assert.match(html, /<input type="checkbox" disabled aria-label="To do">/);
    assert.match(html, /<input type="checkbox" checked disabled aria-label="Done">/);
  });
});
