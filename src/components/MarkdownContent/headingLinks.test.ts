import { addHeadingLinks } from "./headingLinks.ts";

function content(html: string): HTMLElement {
  const element = document.createElement("div");
  element.innerHTML = html;
  return element;
}

describe("addHeadingLinks", () => {
  it("gives h2, h3 and h4 a named link to their own id, after their text", () => {
    const element = content(
      '<h2 id="outputpublicpath">output.publicPath</h2><h3 id="two-words">Two <code>words</code></h3><h4 id="four">Four</h4>',
    );
    addHeadingLinks(element);
    expect(element.innerHTML).toBe(
      '<h2 id="outputpublicpath">output.publicPath<a class="heading-link" href="#outputpublicpath" aria-label="Link to this section: output.publicPath"></a></h2>' +
        '<h3 id="two-words">Two <code>words</code><a class="heading-link" href="#two-words" aria-label="Link to this section: Two words"></a></h3>' +
        '<h4 id="four">Four<a class="heading-link" href="#four" aria-label="Link to this section: Four"></a></h4>',
    );
  });

  it("leaves headings without an id, the page's title and the smallest headings alone", () => {
    const html = '<h1 id="title">Title</h1><h2>No id</h2><h5 id="five">Five</h5>';
    const element = content(html);
    addHeadingLinks(element);
    expect(element.innerHTML).toBe(html);
  });

  it("adds each link once, however often it runs", () => {
    const element = content('<h2 id="mode">Mode</h2>');
    addHeadingLinks(element);
    addHeadingLinks(element);
    expect(element.querySelectorAll("a")).toHaveLength(1);
  });
});
