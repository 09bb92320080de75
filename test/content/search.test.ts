import assert from "node:assert/strict";
import path from "node:path";
import { before, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import type { ContentIndex } from "../../plugins/content-index-plugin/buildIndex.ts";
import { ContentIndexPlugin } from "../../plugins/content-index-plugin/index.ts";
import type { EncodedSearchIndex } from "../../common/searchIndexFormat.ts";
import { createSearchEngine, type SearchEngine } from "../../src/search/engine.ts";
import { contentIndexPlugin, markdownRule, searchIndexPlugin } from "../../webpack.content.ts";
import { compile, errorMessages, getCompiler, requireOutput } from "../helpers/compiler.ts";
import { RECIPROCAL_RANK_DEPTH, scoreRelevance, type RelevanceScores } from "./relevance.ts";
import { SEARCH_QUESTIONS } from "./searchQuestions.ts";

/** The floor of the relevance suite: an answering page first for this share of the questions. */
const MIN_HIT_AT_1 = 0.9;

const pluginFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../plugins/search-index-plugin");

/**
 * What readers type, in the documentation's own words, and the results they should see first:
 * every listed url among the first `within` results (by default, as many as are listed).
 */
const EXPECTED_TOP_RESULTS: [query: string, urls: string[], within?: number][] = [
  ["splitChunks", ["/plugins/split-chunks-plugin/", "/configuration/optimization/#optimizationsplitchunks"]],
  ["publicPath", ["/guides/public-path/", "/configuration/output/#outputpublicpath"]],
  ["devtool", ["/configuration/devtool/"]],
  ["HotModuleReplacementPlugin", ["/plugins/hot-module-replacement-plugin/"]],
  ["externals", ["/configuration/externals/"]],
  ["resolve.alias", ["/configuration/resolve/#resolvealias"]],
  ["mode", ["/configuration/mode/"]],
  ["entry", ["/concepts/entry-points/", "/configuration/entry-context/"]],
  ["loaders", ["/concepts/loaders/", "/loaders/"]],
  ["DefinePlugin", ["/plugins/define-plugin/"]],
  ["chunkFilename", ["/configuration/output/#outputchunkfilename"]],
  ["contenthash", ["/guides/caching/"]],
  ["module federation", ["/concepts/module-federation/"]],
  ["tree shaking", ["/guides/tree-shaking/"]],
  ["library", ["/configuration/output/#outputlibrary"]],
  ["target", ["/configuration/target/", "/concepts/targets/"]],
  ["watch", ["/configuration/watch/"]],
  ["cache", ["/configuration/cache/"]],
  ["dev server proxy", ["/configuration/dev-server/#devserverproxy"]],
  ["performance hints", ["/configuration/performance/#performancehints"]],
  ["HMR", ["/concepts/hot-module-replacement/", "/guides/hot-module-replacement/", "/api/hot-module-replacement/"]],
  ["code splitting", ["/guides/code-splitting/"]],
  ["lazy loading", ["/guides/lazy-loading/"]],
  ["environment variables", ["/guides/environment-variables/"]],
  ["asset modules", ["/guides/asset-modules/"]],
  ["caching", ["/guides/caching/"]],
  ["typescript", ["/guides/typescript/"]],
  ["chunkLoadTimeout", ["/configuration/output/#outputchunkloadtimeout"], 2],
  ["optimization", ["/configuration/optimization/"]],
  ["stats", ["/configuration/stats/", "/api/stats/"]],
  ["sideEffects", ["/configuration/optimization/#optimizationsideeffects", "/configuration/module/#rulesideeffects"]],
  // A typo still finds the page.
  ["devtoll", ["/configuration/devtool/"]],
  // What webpack printed, pasted as it is: the error index's entry, first for a message that names
  // its class, among the first ten for the others (the CLI page's flag table still outranks them).
  ["Module not found: Error: Can't resolve './components/App' in '/home/me/app/src'", ["/errors/resolving/"], 10],
  ["Uncaught ChunkLoadError: Loading chunk 482 failed.", ["/errors/runtime/#chunkloaderror"], 1],
  [
    "Module parse failed: Unexpected token (3:10) You may need an appropriate loader to handle this file type",
    ["/errors/loaders-and-parsing/#moduleparseerror-module-parse-failed"],
    10,
  ],
  ["export 'render' (imported as 'render') was not found in './view.js'", ["/errors/modules/"], 10],
];

/**
 * Builds the site's search index from content/ the way the client build does (the content index
 * reads the pages the markdown rule compiles), and the content index beside it.
 */
async function buildSiteIndex(): Promise<{ index: EncodedSearchIndex; content: ContentIndex }> {
  const compiler = getCompiler({
    context: pluginFolder,
    entry: "./test-fixtures/entry.js",
    module: { rules: [markdownRule] },
    plugins: [contentIndexPlugin({ serving: false }), searchIndexPlugin()],
  });
  let content: ContentIndex | undefined;
  ContentIndexPlugin.getHooks(compiler).indexed.tap("search test", (built) => {
    content = built;
  });
  const stats = await compile(compiler);
  assert.deepEqual(errorMessages(stats), []);
  const entry = requireOutput<{ default: () => Promise<{ default: EncodedSearchIndex }> }>(stats, "main.js");
  assert.ok(content, "the content index was built");
  return { index: (await entry.default()).default, content };
}

describe("search over the documentation", () => {
  let engine: SearchEngine;
  let content: ContentIndex;
  before(async () => {
    const built = await buildSiteIndex();
    engine = createSearchEngine(built.index);
    content = built.content;
  });

  for (const [query, urls, within = urls.length] of EXPECTED_TOP_RESULTS) {
    it(`"${query}" finds ${urls.join(", ")} first`, () => {
      const top = engine
        .search(query)
        .slice(0, within)
        .map((hit) => hit.href);
      for (const url of urls) assert.ok(top.includes(url), `"${query}": ${url} not among ${top.join(", ")}`);
    });
  }

  describe(`on ${SEARCH_QUESTIONS.length} readers' questions`, () => {
    let scores: RelevanceScores;
    before(() => {
      scores = scoreRelevance(SEARCH_QUESTIONS, (query) =>
        engine.search(query, RECIPROCAL_RANK_DEPTH).map((hit) => hit.href),
      );
    });
    const misses = (limit: number) =>
      scores.outcomes
        .filter(({ rank }) => rank === undefined || rank > limit)
        .map(({ query, rank, top }) => `"${query}" at ${rank ?? "none"}: ${top.slice(0, 3).join(" ")}`);

    it(`puts an answering page first for at least ${MIN_HIT_AT_1 * 100} % of them`, () => {
      assert.ok(
        scores.hitAt1 >= MIN_HIT_AT_1,
        `hit@1 ${scores.hitAt1.toFixed(3)}; not first:\n${misses(1).join("\n")}`,
      );
    });

    it("puts an answering page among the first three for every one", () => {
      assert.deepEqual(misses(3), []);
    });

    for (const query of ["contenthash", "node api", "source maps", "umd library", "migrate from webpack 4"]) {
      it(`answers "${query}" first`, () => {
        assert.equal(scores.outcomes.find((outcome) => outcome.query === query)?.rank, 1);
      });
    }
  });

  it("puts the option a query names before other pages' options and mentions of it", () => {
    const hrefs = engine.search("publicPath").map((hit) => hit.href);
    const option = hrefs.indexOf("/configuration/output/#outputpublicpath");
    assert.ok(option >= 0 && option < hrefs.indexOf("/plugins/source-map-dev-tool-plugin/#publicpath"));
    assert.ok(option < hrefs.indexOf("/configuration/stats/#statspublicpath"));
  });

  it("lists each page and heading once, for every query", () => {
    for (const [query] of EXPECTED_TOP_RESULTS) {
      const places = engine.search(query, 50).map((hit) => `${hit.href.split("#")[0]} ${hit.heading}`);
      assert.deepEqual(
        places.filter((place, position) => places.indexOf(place) !== position),
        [],
        `"${query}" repeats a result`,
      );
    }
  });

  it("leads every result to a page and heading that exist", () => {
    const pages = new Map(content.files.map(({ node, parsed }) => [node.url, parsed.ids]));
    for (const [query] of EXPECTED_TOP_RESULTS) {
      for (const { href } of engine.search(query, 50)) {
        const [url = "", anchor] = href.split("#");
        const ids = pages.get(url);
        assert.ok(ids, `${href}: no page`);
        if (anchor) assert.ok(ids.has(anchor), `${href}: no such heading`);
      }
    }
  });
});
