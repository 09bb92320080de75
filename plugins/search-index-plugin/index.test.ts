import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import type { Stats } from "webpack";
import { createSearchEngine } from "../../src/search/engine.ts";
import { compile, errorMessages, getCompiler, requireOutput } from "../../test/helpers/compiler.ts";
import { remarkPlugins } from "../../markdown/site/pipeline.ts";
import { ContentIndexPlugin } from "../content-index-plugin/index.ts";
import type { EncodedSearchIndex } from "../../common/searchIndexFormat.ts";
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
    assert.deepEqual(first?.terms, ["several"]);
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

  it("leaves out of the body text a word found in more sections than maxSectionsPerTerm", async () => {
    // "graph" is in the body of three sections of /concepts/: the intro, "Entry" and "Several entries".
    const sectionsWithGraph = async (options?: SearchIndexPluginOptions) => {
      const engine = createSearchEngine(await loadIndex(await compile(compilerFor(options))));
      return engine
        .search("graph")
        .filter((hit) => hit.terms.includes("graph"))
        .map((hit) => hit.href)
        .sort();
    };
    const all = ["/concepts/", "/concepts/#entry", "/concepts/#several-entries"];
    assert.deepEqual(await sectionsWithGraph(), all, "the default, 20, keeps it");
    assert.deepEqual(await sectionsWithGraph({ maxSectionsPerTerm: 3 }), all);
    assert.deepEqual(await sectionsWithGraph({ maxSectionsPerTerm: 2 }), []);
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
  ] as const) {
    it(`rejects its options when ${name}`, () => {
      assert.throws(() => new SearchIndexPlugin(options as unknown as SearchIndexPluginOptions), message);
    });
  }
});
