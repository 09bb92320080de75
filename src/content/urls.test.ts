import { sectionOfUrl } from "./urls.ts";

describe("content urls", () => {
  it("finds the section of a url, or the top level", () => {
    expect(sectionOfUrl("/guides/caching/", ["guides"])).toBe("guides");
    expect(sectionOfUrl("/glossary/", ["guides"])).toBe("");
  });
});
