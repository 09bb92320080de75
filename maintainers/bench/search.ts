import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { rootDirectory } from "../../paths.ts";
import { measureRelevance, type RelevanceMeasurement } from "./relevance.ts";
import { median } from "./statistics.ts";
import { chunkModuleExports } from "./webpackChunk.ts";

/** What readers type: single words, option names, prefixes and phrases. */
const QUERIES = [
  "entry",
  "output filename",
  "splitChunks",
  "hot module replacement",
  "devtool source map",
  "resolve alias",
  "loader options",
  "mini-css-extract-plugin",
  "tree shaking",
  "modul",
];
const TIMED_ROUNDS = 20;

/** The index as a JSON asset, or as the JSON module of a lazily loaded chunk. */
const INDEX_FILE = /^search-index\.[0-9a-f]+\.(json|js)$/;
const ENGINE_MODULE = path.join(rootDirectory, "src/search/engine.ts");

/** The engine module's shape, as far as the benchmark relies on it. */
interface SearchEngineModule {
  createSearchEngine(serializedIndex: string): { search(query: string, limit?: number): { href: string }[] };
}

export interface SearchMeasurement {
  indexFile: string;
  /** The index asset as the browser downloads it. */
  indexGzipBytes: number;
  /** Median over every timed query, after one untimed round to warm the engine up. */
  medianQueryMs: number;
  /** The relevance suite's questions asked of the emitted index, as the search box asks them. */
  relevance: RelevanceMeasurement;
}

/** Measures the search index the build emitted, or returns undefined when there is none. */
export async function measureSearch(distDirectory: string): Promise<SearchMeasurement | undefined> {
  const assetsDirectory = path.join(distDirectory, "assets");
  const indexFile = readdirSync(assetsDirectory).find((file) => INDEX_FILE.test(file));
  if (!indexFile || !existsSync(ENGINE_MODULE)) return undefined;
  const asset = readFileSync(path.join(assetsDirectory, indexFile), "utf8");
  const serializedIndex = indexFile.endsWith(".json") ? asset : JSON.stringify(chunkModuleExports(asset));
  // Imported at run time, so the benchmark also runs on a tree without the search engine.
  const { createSearchEngine } = (await import(pathToFileURL(ENGINE_MODULE).href)) as SearchEngineModule;
  const engine = createSearchEngine(serializedIndex);

  for (const query of QUERIES) engine.search(query);
  const timings: number[] = [];
  for (let round = 0; round < TIMED_ROUNDS; round++) {
    for (const query of QUERIES) {
      const started = performance.now();
      engine.search(query);
      timings.push(performance.now() - started);
    }
  }
  return {
    indexFile: `assets/${indexFile}`,
    indexGzipBytes: gzipSync(asset, { level: 9 }).length,
    medianQueryMs: median(timings),
    relevance: measureRelevance((query) => engine.search(query).map((hit) => hit.href)),
  };
}
