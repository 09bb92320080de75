import { highlight } from "./highlight.ts";

describe("highlight", () => {
  it("marks the words that are matched terms, keeping every character", () => {
    // Terms are index words: lower case and stemmed.
    const parts = highlight("optimization.splitChunks options", ["splitchunk"]);
    expect(parts).toEqual([
      { text: "optimization.", matched: false },
      { text: "splitChunks", matched: true },
      { text: " options", matched: false },
    ]);
    expect(parts.map((part) => part.text).join("")).toBe("optimization.splitChunks options");
  });

  it("marks nothing without terms", () => {
    expect(highlight("Entry Points", [])).toEqual([{ text: "Entry Points", matched: false }]);
  });
});
