import { contentKeyCandidates, sectionOfUrl } from "./urls.ts";

describe("content urls", () => {
  it("maps a url to the files that may hold it", () => {
    expect(contentKeyCandidates("/concepts/")).toEqual([
      "./concepts.md",
      "./concepts.mdx",
      "./concepts/index.md",
      "./concepts/index.mdx",
    ]);
    expect(contentKeyCandidates("/")).toEqual(["./index.md", "./index.mdx"]);
  });

  it("finds the section of a url, or the top level", () => {
    expect(sectionOfUrl("/guides/caching/", ["guides"])).toBe("guides");
    expect(sectionOfUrl("/glossary/", ["guides"])).toBe("");
  });
});
