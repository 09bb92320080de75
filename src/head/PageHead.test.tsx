import { render } from "@testing-library/react";
import { DEFAULT_DESCRIPTION } from "../../common/site.ts";
import { pageHead } from "../../test/unit/pageHead.ts";
import { PageHead, removePrerenderedPageHead } from "./PageHead.tsx";

const openGraph = (property: string) =>
  document.head.querySelector(`meta[property="${property}"]`)?.getAttribute("content");

describe("PageHead", () => {
  it("titles the home page with the product's name and gives it the default description", () => {
    render(<PageHead />);
    expect(pageHead()).toEqual({ titles: ["webpack"], descriptions: [DEFAULT_DESCRIPTION], allInHead: true });
  });

  it("puts a page's title and description into the document's head, with their Open Graph tags", () => {
    render(
      <main>
        <PageHead title="Output" description="Where the bundles go." />
      </main>,
    );
    expect(pageHead()).toEqual({
      titles: ["Output | webpack"],
      descriptions: ["Where the bundles go."],
      allInHead: true,
    });
    expect(openGraph("og:title")).toBe("Output | webpack");
    expect(openGraph("og:description")).toBe("Where the bundles go.");
  });

  it("gives way to the next page's head, and leaves none behind", () => {
    const { rerender, unmount } = render(<PageHead title="Output" description="Where the bundles go." />);
    rerender(<PageHead title="Loaders" />);
    expect(pageHead()).toEqual({ titles: ["Loaders | webpack"], descriptions: [DEFAULT_DESCRIPTION], allInHead: true });
    expect(openGraph("og:title")).toBe("Loaders | webpack");
    unmount();
    expect(document.head.querySelectorAll("title, meta")).toHaveLength(0);
  });

  it("replaces another page's prerendered head in a document it renders afresh", () => {
    document.head.innerHTML =
      '<meta charset="utf-8"><title>Other Options | webpack</title><meta name="description" content="Old.">' +
      '<meta property="og:title" content="Other Options | webpack"><meta property="og:description" content="Old.">';
    removePrerenderedPageHead(document);
    const { unmount } = render(<PageHead title="Cache" description="Caching between builds." />);
    expect(pageHead()).toEqual({
      titles: ["Cache | webpack"],
      descriptions: ["Caching between builds."],
      allInHead: true,
    });
    expect(document.head.querySelectorAll('meta[property^="og:"]')).toHaveLength(2);
    expect(document.head.querySelector("meta[charset]")).not.toBeNull();
    unmount();
    document.head.replaceChildren();
  });
});
