import fc from "fast-check";
import index from "search:index";
import { buildSearchIndex } from "../../plugins/search-index-plugin/buildSearchIndex.ts";
import { contentIndexOf, indexedPage } from "../../test/helpers/indexedPages.ts";
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
      // Index words, as the highlighter compares them: lower case and stemmed.
      terms: ["singl"],
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

  describe("on names", () => {
    const intro = (text: string) => ({ id: "", heading: "", text });
    const files = [
      indexedPage("/plugins/source-map-dev-tool-plugin/", "SourceMapDevToolPlugin", [
        intro("Fine control over source maps."),
        { id: "publicpath", heading: "publicPath", text: "Prefix of the source map URLs." },
      ]),
      indexedPage("/configuration/output/", "Output", [
        intro("Where bundles go."),
        { id: "outputpublicpath", heading: "output.publicPath", text: "The public URL of the output folder." },
      ]),
      indexedPage(
        "/guides/cdn/",
        "Serving from a CDN",
        [intro("Point publicPath at the CDN.")],
        ["/configuration/output/#outputpublicpath"],
      ),
      indexedPage(
        "/guides/public-path/",
        "Public Path",
        [intro("Choosing it at run time.")],
        ["/configuration/output/#outputpublicpath"],
      ),
      indexedPage("/configuration/dev-server/", "DevServer", [
        intro("Options of webpack-dev-server."),
        { id: "devserverproxy", heading: "devServer.proxy", text: "Forwards requests to another host." },
      ]),
      indexedPage("/guides/modern-web-platform/", "Modern Web Platform", [intro("Import maps and workers.")]),
      indexedPage("/configuration/mode/", "Mode", [intro("Development or production.")]),
      indexedPage("/api/loaders/", "Loader Interface", [
        intro("What a loader is given."),
        { id: "thismode", heading: "this.mode", text: "Which mode webpack runs in." },
      ]),
    ];
    const named = createSearchEngine(buildSearchIndex(contentIndexOf(files), { maxSectionsPerTerm: 20 }));
    const hrefs = (query: string) => named.search(query).map((hit) => hit.href);

    it("ranks a page titled as the query first, then headings and options of that name, then mentions", () => {
      expect(hrefs("publicPath")).toEqual([
        "/guides/public-path/",
        // Other pages link to this option, not to the plugin's option of the same name.
        "/configuration/output/#outputpublicpath",
        "/plugins/source-map-dev-tool-plugin/#publicpath",
        "/guides/cdn/",
      ]);
    });

    it("finds a name typed as words, highlighting all of it", () => {
      const [hit] = named.search("dev server proxy");
      expect(hit?.href).toBe("/configuration/dev-server/#devserverproxy");
      expect(hit?.terms).toEqual(expect.arrayContaining(["devserv", "proxi"]));
    });

    it("takes the first words of a title as a name, not the start of a word", () => {
      expect(hrefs("mode")).toEqual(["/configuration/mode/", "/api/loaders/#thismode", "/guides/modern-web-platform/"]);
      expect(hrefs("sourceMap")[0]).toBe("/plugins/source-map-dev-tool-plugin/");
      expect(hrefs("modern")[0]).toBe("/guides/modern-web-platform/");
    });
  });
});

describe("createSearchEngine, on what a page is about", () => {
  const intro = (text: string) => ({ id: "", heading: "", text });
  const section = (id: string, text: string) => ({ id, heading: id, text });
  const engineOf = (files: ReturnType<typeof indexedPage>[], synonyms?: string[][]) =>
    createSearchEngine(buildSearchIndex(contentIndexOf(files), { maxSectionsPerTerm: 20, synonyms }));

  it("ranks a page that uses a word in several sections above one that uses it in one", () => {
    const engine = engineOf([
      indexedPage("/once/", "Once", [intro("Hashes."), section("names", "A contenthash in a name.")]),
      indexedPage("/at-length/", "At length", [
        intro("Hashes."),
        section("names", "A contenthash in a name."),
        section("stable", "Keep the contenthash stable."),
        section("runtime", "The runtime changes the contenthash."),
      ]),
    ]);
    expect(engine.search("contenthash").map((hit) => hit.href)).toEqual(["/at-length/#names", "/once/#names"]);
  });

  it("answers to a page's keywords as to its title, above a heading of that name", () => {
    const engine = engineOf([
      indexedPage("/api/hooks/", "Hooks", [intro("Every hook."), section("contenthash", "Called for the hash.")]),
      indexedPage("/guides/caching/", "Caching", [intro("Long-term caching with hashed names.")], [], {
        keywords: ["contenthash"],
      }),
    ]);
    expect(engine.search("contenthash")[0]?.href).toBe("/guides/caching/");
  });

  it("finds a page by the npm package it documents", () => {
    const engine = engineOf([
      indexedPage("/plugins/mini-css-extract-plugin/", "MiniCssExtractPlugin", [intro("CSS in files.")], [], {
        package: "mini-css-extract-plugin",
      }),
      indexedPage("/loaders/css-loader/", "css-loader", [intro("Reads CSS.")]),
    ]);
    expect(engine.search("extract css")[0]?.href).toBe("/plugins/mini-css-extract-plugin/");
  });

  it("searches each synonym of a phrase in the query, below the reader's own words", () => {
    const files = [
      indexedPage("/configuration/devtool/", "Devtool", [intro("How mappings are generated.")]),
      indexedPage("/guides/production/", "Production", [
        intro("Builds for the web."),
        section("maps", "Source maps in production."),
      ]),
    ];
    expect(engineOf(files).search("source maps")[0]?.href).toBe("/guides/production/#maps");
    expect(engineOf(files, [["source map", "devtool"]]).search("source maps")[0]?.href).toBe("/configuration/devtool/");
  });
});

describe("createSearchEngine, given whatever a reader types or pastes", () => {
  const engine = createSearchEngine(index);
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

  // How fast a query answers is the bench's to measure (its search stage); here, that it answers.
  it("answers a 10,000 character query on an index the size of the site's", () => {
    const largeEngine = createSearchEngine(largeSearchIndex());
    const pasted = Array.from({ length: 2000 }, (_, n) => LARGE_INDEX_WORDS[n % LARGE_INDEX_WORDS.length]).join(" ");
    for (const text of [
      pasted.slice(0, 10_000),
      REGEX_METACHARACTERS.join("").repeat(700).slice(0, 10_000),
      "a".repeat(10_000),
      "ab ".repeat(3333),
      Array.from({ length: 10_000 }, (_, n) => String.fromCharCode(33 + ((n * 7919) % 94))).join(""),
    ]) {
      for (const hit of largeEngine.search(text)) expect(hit.href).toMatch(/^\//);
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
