import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { evaluate } from "@mdx-js/mdx";
import { createElement } from "react";
import * as runtime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import remarkHeadingIds from "../remark-heading-ids/index.ts";
import rehypeHeadingLinks from "./index.ts";

/** Compiles Markdown as the site's pages are (MDX, heading ids first) and renders it with React. */
async function renderPage(markdown: string): Promise<string> {
  const page = await evaluate(markdown, {
    ...runtime,
    format: "md",
    remarkPlugins: [remarkHeadingIds],
    rehypePlugins: [rehypeHeadingLinks],
  });
  return renderToStaticMarkup(createElement(page.default));
}

describe("rehype-heading-links", () => {
  it("gives h2, h3 and h4 a named link to their own id, after their text", async () => {
    const html = await renderPage("## output.publicPath\n\n### Two `words`\n\n#### Four");
    assert.match(
      html,
      /<h2 id="outputpublicpath">output.publicPath<a class="heading-link" href="#outputpublicpath" aria-label="Link to this section: output.publicPath"><\/a><\/h2>/,
    );
    assert.match(
      html,
      /<h3 id="two-words">Two <code>words<\/code><a class="heading-link" href="#two-words" aria-label="Link to this section: Two words"><\/a><\/h3>/,
    );
    assert.match(
      html,
      /<h4 id="four">Four<a class="heading-link" href="#four" aria-label="Link to this section: Four"><\/a><\/h4>/,
    );
  });

  it("leaves the page's title and the smallest headings alone", async () => {
    const html = await renderPage("# Title\n\n##### Five\n\n###### Six");
    assert.doesNotMatch(html, /heading-link/);
  });

  it("links a heading by the id it was given, not one made from its text", async () => {
    const page = await evaluate("## Mode", {
      ...runtime,
      format: "md",
      rehypePlugins: [
        () => (tree: import("hast").Root) => {
          const heading = tree.children.find((node) => node.type === "element");
          if (heading?.type === "element") heading.properties.id = "custom";
        },
        rehypeHeadingLinks,
      ],
    });
    assert.match(renderToStaticMarkup(createElement(page.default)), /href="#custom"/);
  });

  it("gives a heading without an id no link", async () => {
    const page = await evaluate("## No id", { ...runtime, format: "md", rehypePlugins: [rehypeHeadingLinks] });
    assert.equal(renderToStaticMarkup(createElement(page.default)), "<h2>No id</h2>");
  });
});
