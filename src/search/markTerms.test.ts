import { termOffsets } from "./markTerms.ts";
import { searchTermsOf, searchTermsState } from "./searchTermsState.ts";

describe("marking the searched words on the page", () => {
  it("finds each matched word's place in a text, as the index matches words (stemmed, any case)", () => {
    const text = "Caching: the contenthash of cached files.";
    expect(termOffsets(text, ["cach", "contenthash"]).map(([start, end]) => text.slice(start, end))).toEqual([
      "Caching",
      "contenthash",
      "cached",
    ]);
    expect(termOffsets(text, [])).toEqual([]);
  });

  it("carries the terms in history state and reads back only a list of words", () => {
    expect(searchTermsOf(searchTermsState(["entri", "point"]))).toEqual(["entri", "point"]);
    expect(searchTermsOf({ searchTerms: ["ok", 3, "", null] })).toEqual(["ok"]);
    expect(searchTermsOf(undefined)).toEqual([]);
    expect(searchTermsOf("searchTerms")).toEqual([]);
  });
});
