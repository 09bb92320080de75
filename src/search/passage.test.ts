import { passageAround, passageOf, plainText, sectionProse } from "./passage.ts";

const twin = [
  "# Output",
  "",
  "> Where webpack writes the bundles.",
  "",
  "The **output** options tell webpack [how to write](/concepts/output/) files.",
  "",
  "## output.filename",
  "",
  "Names each bundle. Use `[contenthash]` for long-term caching:",
  "",
  "```js",
  "module.exports = { output: { filename: '[name].[contenthash].js' } };",
  "```",
  "",
  "| Option | Meaning |",
  "| ------ | ------- |",
  "| `[name]` | the chunk's name |",
  "",
  "### Template strings",
  "",
  "Placeholders.",
  "",
  "## output.path",
  "",
  "An absolute path.",
].join("\n");

describe("search passages", () => {
  it("reads the prose of a heading's section, without code, syntax or the sections after it", () => {
    expect(sectionProse(twin, "output.filename")).toBe(
      "Names each bundle. Use [contenthash] for long-term caching: Option Meaning [name] the chunk's name",
    );
    expect(sectionProse(twin, "Template strings")).toBe("Placeholders.");
    expect(sectionProse(twin, "")).toBe(
      "Where webpack writes the bundles. The output options tell webpack how to write files.",
    );
    expect(sectionProse(twin, "No such heading")).toBe("");
  });

  it("turns Markdown inline syntax into its words", () => {
    expect(plainText("A *b* __c__ ![d](e.png) <kbd>F</kbd> `g`\n- h\n> i")).toBe("A b c d F g h i");
  });

  it("cuts a passage around the first matched word, at word boundaries", () => {
    const text = `${"Early words come first here. ".repeat(4)}The contenthash changes with the content. ${"Later words follow. ".repeat(10)}`;
    const passage = passageAround(text, ["contenthash"], 80);
    expect(passage.startsWith("…")).toBe(true);
    expect(passage.endsWith("…")).toBe(true);
    expect(passage).toContain("The contenthash changes");
    expect(passage.length).toBeLessThanOrEqual(82);
    expect(passageAround("Short text.", ["absent"])).toBe("Short text.");
  });

  it("takes a result's passage from its section, else from the first place on the page with a matched word", () => {
    expect(passageOf(twin, "output.filename", ["contenthash"])).toMatch(/^Names each bundle\. Use \[contenthash\]/);
    expect(passageOf(twin, "", ["contenthash"])).toMatch(/^…to write files\. Names each bundle\. Use \[contenthash\]/);
    expect(passageOf(twin, "output.path", ["nowhere"])).toBe("An absolute path.");
    expect(sectionProse(twin)).toMatch(/^Where webpack writes the bundles\..*An absolute path\.$/);
  });

  it("matches words as the index does, stemmed", () => {
    expect(passageAround("One. Two. Caching matters.", ["cach"], 200)).toBe("One. Two. Caching matters.");
  });
});
