import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import type { Stats } from "webpack";
import { createSearchEngine } from "../../src/search/engine.ts";
import { compile, errorMessages, getCompiler, requireOutput } from "../../test/helpers/compiler.ts";
import { remarkPlugins } from "../../markdown/site/pipeline.ts";
import { ContentIndexPlugin } from "../content-index-plugin/index.ts";
import { SEARCH_FIELDS, type EncodedPostings, type EncodedSearchIndex } from "../../common/searchIndexFormat.ts";
import { SearchIndexPlugin, type SearchIndexPluginOptions } from "./index.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtureContent = path.join(here, "../../test/fixtures/content");

function compilerFor(options?: SearchIndexPluginOptions, withContentIndex = true) {
  return getCompiler({
    context: here,
    entry: "./test-fixtures/entry.js",
    plugins: [
      ...(withContentIndex
        ? [
            new ContentIndexPlugin({
              contentDirectory: fixtureContent,
              editBase: "https://example.test/edit/",
              siteUrl: "https://example.test",
              siteName: "Fixtures",
              remarkPlugins,
              emit: false,
            }),
          ]
        : []),
      new SearchIndexPlugin(options),
    ],
  });
}

/** Runs the compiled entry, which loads the index chunk the way the app does. */
async function loadIndex(stats: Stats): Promise<EncodedSearchIndex> {
  const entry = requireOutput<{ default: () => Promise<{ default: EncodedSearchIndex }> }>(stats, "main.js");
  return (await entry.default()).default;
}

/** The sections whose body text holds `word` (an index word), as `url#anchor`. */
function bodySections(index: EncodedSearchIndex, word: string): string[] {
  const textField = SEARCH_FIELDS.indexOf("text");
  const postings = index.terms.find(([term]) => term === word)?.slice(1) as EncodedPostings[] | undefined;
  const [, gaps = []] = postings?.find(([field]) => field === textField) ?? [];
  let id = 0;
  return gaps.map((gap) => {
    id += gap;
    const [page = 0, anchor = ""] = index.documents[id] ?? [];
    return `${index.pages[page]?.[0] ?? ""}${anchor ? `#${anchor}` : ""}`;
  });
}

describe("SearchIndexPlugin", () => {
  it("puts the index in a chunk of its own, with every page and heading section", async () => {
    const stats = await compile(compilerFor());
    assert.deepEqual(errorMessages(stats), []);
    const chunkFiles = [...stats.compilation.chunks].flatMap((chunk) => [...chunk.files]);
    assert.ok(chunkFiles.includes("search-index.js"), `chunks: ${chunkFiles.join(", ")}`);

    const index = await loadIndex(stats);
    assert.deepEqual(
      index.pages.map(([url]) => url),
      ["/concepts/", "/concepts/entry-points/", "/concepts/output/", "/guides/", "/guides/getting-started/"],
    );
    const concepts = index.pages.findIndex(([url]) => url === "/concepts/");
    assert.deepEqual(index.pages[concepts], ["/concepts/", "Concepts", "Concepts"]);
    assert.deepEqual(
      index.documents.filter(([page]) => page === concepts).map(([, anchor, heading]) => [anchor, heading]),
      [
        ["", ""],
        ["entry", "Entry"],
        ["several-entries", "Several entries"],
        ["output", "Output"],
      ],
    );
  });

  it("answers queries with the heading's anchor, title and heading matches first", async () => {
    const engine = createSearchEngine(await loadIndex(await compile(compilerFor())));
    const [first] = engine.search("several");
    assert.equal(first?.href, "/concepts/#several-entries");
    assert.equal(first?.heading, "Several entries");
    assert.deepEqual(first?.terms, ["sever"], "the index's stemmed word");
    // "Output" is a page title and a heading of the concepts page: the page comes first.
    assert.deepEqual(
      engine
        .search("output")
        .map((hit) => hit.href)
        .slice(0, 2),
      ["/concepts/output/", "/concepts/#output"],
    );
    // Prefix and typo-tolerant matching.
    assert.equal(engine.search("bundl")[0]?.href, "/concepts/output/#filename");
    assert.equal(engine.search("grapf")[0]?.href.startsWith("/concepts/"), true);
  });

  it("keeps a body word in at most maxSectionsPerTerm sections", async () => {
    // "graph" is in the body of three sections of /concepts/: the intro, "Entry" and "Several entries".
    const sectionsWithGraph = async (options?: SearchIndexPluginOptions) =>
      bodySections(await loadIndex(await compile(compilerFor(options))), "graph");
    assert.deepEqual(await sectionsWithGraph(), ["/concepts/", "/concepts/#entry", "/concepts/#several-entries"]);
    assert.equal((await sectionsWithGraph({ maxSectionsPerTerm: 3 })).length, 3);
    assert.equal((await sectionsWithGraph({ maxSectionsPerTerm: 2 })).length, 2);
  });

  it("searches the synonym table's phrasings, and fails the build on a bad group, naming file and line", async () => {
    const goodTable = path.join(here, "test-fixtures/synonyms.yml");
    const engine = createSearchEngine(await loadIndex(await compile(compilerFor({ synonyms: goodTable }))));
    assert.equal(engine.search("front door")[0]?.href, "/concepts/entry-points/");

    const stats = await compile(compilerFor({ synonyms: path.join(here, "test-fixtures/bad-synonyms.yml") }));
    assert.deepEqual(errorMessages(stats), [
      "test-fixtures/bad-synonyms.yml:3: a group is a list of at least two phrases, such as [source map, devtool]",
      'test-fixtures/bad-synonyms.yml:4: "the" has only words search ignores (stop words, numbers)',
    ]);
  });

  it("fails the build when no ContentIndexPlugin feeds it", async () => {
    const stats = await compile(compilerFor({}, false));
    assert.match(errorMessages(stats).join("\n"), /SearchIndexPlugin needs a ContentIndexPlugin in the same compiler/);
  });

  for (const [name, options, message] of [
    ["maxSectionsPerTerm is 0", { maxSectionsPerTerm: 0 }, /options\.maxSectionsPerTerm should be >= 1/],
    [
      "maxSectionsPerTerm is a fraction",
      { maxSectionsPerTerm: 1.5 },
      /options\.maxSectionsPerTerm should be an integer/,
    ],
    ["maxSectionsPerTerm is text", { maxSectionsPerTerm: "20" }, /options\.maxSectionsPerTerm should be an integer/],
    ["an option is unknown", { maxTerms: 5 }, /options has an unknown property 'maxTerms'/],
    [
      "synonyms is a relative path",
      { synonyms: "content/search-synonyms.yml" },
      /options\.synonyms: The provided value .* is not an absolute path/,
    ],
  ] as const) {
    it(`rejects its options when ${name}`, () => {
      assert.throws(() => new SearchIndexPlugin(options as unknown as SearchIndexPluginOptions), message);
    });
  }
});
