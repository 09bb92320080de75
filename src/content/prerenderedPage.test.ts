import { prerenderedPage } from "./prerenderedPage.ts";

function documentRoot(markup: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = markup;
  return root;
}

describe("prerenderedPage", () => {
  it("reads the page's HTML and front matter back from the document", () => {
    const root = documentRoot(
      '<main><h1>Output</h1><div class="markdown" data-front-matter="{&quot;title&quot;:&quot;Output&quot;}"><p>Body</p></div></main>',
    );
    expect(prerenderedPage(root)).toEqual({ html: "<p>Body</p>", frontMatter: { title: "Output" } });
  });

  it("finds nothing in a document without page content", () => {
    expect(prerenderedPage(documentRoot("<main><h1>webpack</h1></main>"))).toBeUndefined();
  });

  it("leaves altered front matter to the page chunk", () => {
    expect(prerenderedPage(documentRoot('<div data-front-matter="{title"><p>Body</p></div>'))).toBeUndefined();
    expect(prerenderedPage(documentRoot('<div data-front-matter="null"><p>Body</p></div>'))).toBeUndefined();
    expect(prerenderedPage(documentRoot('<div data-front-matter="[1]"><p>Body</p></div>'))).toBeUndefined();
  });
});
