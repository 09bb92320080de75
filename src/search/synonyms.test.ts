import { otherPhrasings } from "./synonyms.ts";

describe("otherPhrasings", () => {
  const groups = [
    [["source", "map"], ["devtool"]],
    [["hmr"], ["hot", "modul", "replac"]],
  ];

  it("replaces a phrase of a group, wherever it stands, by each other phrase of the group", () => {
    expect(otherPhrasings(["product", "source", "map"], groups)).toEqual([["product", "devtool"]]);
    expect(otherPhrasings(["devtool"], groups)).toEqual([["source", "map"]]);
    expect(otherPhrasings(["hmr", "react"], groups)).toEqual([["hot", "modul", "replac", "react"]]);
  });

  it("needs the phrase's words in order and together", () => {
    expect(otherPhrasings(["map", "source"], groups)).toEqual([]);
    expect(otherPhrasings(["source", "code", "map"], groups)).toEqual([]);
  });

  it("gives each phrasing once, and none when no group applies", () => {
    expect(
      otherPhrasings(
        ["devtool", "devtool"],
        [
          [["devtool"], ["source", "map"]],
          [["devtool"], ["source", "map"]],
        ],
      ),
    ).toEqual([["source", "map", "devtool"]]);
    expect(otherPhrasings(["entry"], groups)).toEqual([]);
  });
});
