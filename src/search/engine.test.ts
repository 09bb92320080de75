import fc from "fast-check";
import index from "search:index";
import { LARGE_INDEX_WORDS, largeSearchIndex } from "../../test/unit/searchIndex.ts";
import { createSearchEngine, MAX_QUERY_TERMS } from "./engine.ts";

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

describe("createSearchEngine, given whatever a reader types or pastes", () => {
  const engine = createSearchEngine(index);
  /** Generous, because CI machines are shared: these queries take milliseconds. */
  const TIME_LIMIT_MS = 1000;
  const REGEX_METACHARACTERS = [".", "*", "+", "?", "^", "$", "{", "}", "(", ")", "|", "[", "]", "\\", "/", "-"];

  it("never throws and answers at most the limit of hits, all on the site, for any text", () => {
    const query = fc.oneof(
      fc.string({ unit: "binary" }),
      fc
        .array(fc.oneof(fc.constantFrom(...REGEX_METACHARACTERS, "single", "entry", " "), fc.string()))
        .map((parts) => parts.join("")),
    );
    fc.assert(
      fc.property(query, fc.integer({ min: 1, max: 20 }), (text, limit) => {
        const hits = engine.search(text, limit);
        expect(hits.length).toBeLessThanOrEqual(limit);
        for (const hit of hits) expect(hit.href).toMatch(/^\//);
      }),
      { numRuns: 500 },
    );
  });

  it("answers a 10,000 character query within a second, on an index the size of the site's", () => {
    const largeEngine = createSearchEngine(largeSearchIndex());
    const pasted = Array.from({ length: 2000 }, (_, n) => LARGE_INDEX_WORDS[n % LARGE_INDEX_WORDS.length]).join(" ");
    for (const text of [
      pasted.slice(0, 10_000),
      REGEX_METACHARACTERS.join("").repeat(700).slice(0, 10_000),
      "a".repeat(10_000),
      "ab ".repeat(3333),
      Array.from({ length: 10_000 }, (_, n) => String.fromCharCode(33 + ((n * 7919) % 94))).join(""),
    ]) {
      const start = performance.now();
      largeEngine.search(text);
      expect(performance.now() - start).toBeLessThan(TIME_LIMIT_MS);
    }
    expect(largeEngine.search(pasted).length).toBeGreaterThan(0);
  });

  it(`searches the first ${MAX_QUERY_TERMS} distinct words of a query and ignores the rest`, () => {
    const unknownWords = Array.from({ length: MAX_QUERY_TERMS }, (_, n) => `nonsenseword${"x".repeat(n)}`);
    expect(engine.search([...unknownWords, "single"].join(" "))).toEqual([]);
    expect(engine.search("single ".repeat(2000))).toEqual(engine.search("single"));
    expect(engine.search(`the of and ${unknownWords.slice(3).join(" ")} single`).length).toBeGreaterThan(0);
  });
});
