import fc from "fast-check";
import { MAX_QUERY_LENGTH, searchPageUrl, searchQueryOf } from "./searchPage.ts";

describe("search page addresses", () => {
  it("carry the query in q, as a form would", () => {
    expect(searchPageUrl("resolve.alias")).toBe("/search/?q=resolve.alias");
    expect(searchPageUrl(" dev server & proxy ")).toBe("/search/?q=dev+server+%26+proxy");
    expect(searchPageUrl("  ")).toBe("/search/");
  });

  it("give back the query they carry", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (query) => {
        fc.pre(query.trim().length <= MAX_QUERY_LENGTH);
        const url = new URL(searchPageUrl(query), "https://webpack.js.org");
        expect(searchQueryOf(url.search)).toBe(query.trim());
      }),
    );
  });

  it("cut an overlong query short", () => {
    expect(searchQueryOf(`?q=${"a".repeat(5000)}`)).toHaveLength(MAX_QUERY_LENGTH);
  });
});
