import index from "search:index";
import { createSearchEngine } from "./engine.ts";

describe("createSearchEngine", () => {
  const engine = createSearchEngine(index);

  it("links a heading match to the heading's anchor", () => {
    const [hit] = engine.search("single");
    expect(hit).toEqual({
      href: "/concepts/entry-points/#single-entry",
      pageTitle: "Entry Points",
      heading: "Single entry",
      section: "Concepts",
      terms: ["single"],
    });
  });

  it("ranks a title match above body matches", () => {
    const hits = engine.search("entry");
    expect(hits[0]?.href).toBe("/concepts/entry-points/");
  });

  it("matches word prefixes and small typos", () => {
    expect(engine.search("splitch")[0]?.pageTitle).toBe("SplitChunksPlugin");
    expect(engine.search("grapf").map((hit) => hit.href)).toContain("/concepts/entry-points/#single-entry");
  });

  it("reads the index from its JSON text as well", () => {
    expect(createSearchEngine(JSON.stringify(index)).search("single")[0]?.heading).toBe("Single entry");
  });

  it("needs every word when some section has them all, else any word", () => {
    expect(engine.search("single graph").map((hit) => hit.href)).toEqual(["/concepts/entry-points/#single-entry"]);
    expect(engine.search("single nonsenseword").length).toBeGreaterThan(0);
    expect(engine.search("nonsenseword")).toEqual([]);
  });
});
