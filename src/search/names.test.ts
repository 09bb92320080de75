import { NameMatch, nameKey, namesOf } from "./names.ts";

describe("nameKey", () => {
  it("sets case, spaces, punctuation and a plural s aside", () => {
    expect(nameKey("devServer.proxy")).toBe(nameKey("dev server proxy"));
    expect(nameKey("[contenthash]")).toBe(nameKey("Content Hash"));
    expect(nameKey("Targets")).toBe(nameKey("target"));
    expect(nameKey("css")).toBe("css");
    expect(nameKey("...")).toBe("");
  });
});

describe("namesOf", () => {
  const keys = (title: string, heading: string) =>
    namesOf(title, heading).map(({ key, match }) => [key, match] as const);

  it("names a page by its title and by its first words", () => {
    expect(keys("SplitChunksPlugin", "")).toEqual([
      ["splitchunksplugin", NameMatch.title],
      ["split", NameMatch.name],
      ["splitchunk", NameMatch.name],
    ]);
    expect(keys("Modern Web Platform", "").map(([key]) => key)).not.toContain(nameKey("mode"));
  });

  it("names a heading by itself, and a property path also by its last name", () => {
    expect(keys("Output", "output.publicPath")).toEqual([
      ["outputpublicpath", NameMatch.name],
      ["publicpath", NameMatch.name],
    ]);
    expect(keys("Output", "Public path at run time")).toEqual([["publicpathatruntime", NameMatch.name]]);
    expect(keys("Node Interface", "compiler.watch(watchOptions, handler)")).toHaveLength(1);
  });
});
