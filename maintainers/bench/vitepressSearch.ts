import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import MiniSearch from "minisearch";
import { measureRelevance, type RelevanceMeasurement } from "./relevance.ts";

/** The chunk VitePress's local search loads: its MiniSearch index, as a JSON string it exports. */
const INDEX_CHUNK = /^@localSearchIndexroot\.[\w-]+\.js$/;

/**
 * VitePress 1.6's own settings: the fields its build indexes (`localSearchPlugin`) and the search
 * options of its search box (`VPLocalSearchBox.vue`), which shows the first 16 results in score order.
 * It bundles MiniSearch 7.2.0, the version installed here.
 */
const VITEPRESS_INDEX_OPTIONS = {
  fields: ["title", "titles", "text"],
  storeFields: ["title", "titles"],
  searchOptions: { fuzzy: 0.2, prefix: true, boost: { title: 4, text: 2, titles: 1 } },
};
const VITEPRESS_RESULTS_SHOWN = 16;

/**
 * A VitePress result id (`/configuration/output.html#outputpublicpath`, `/concepts/index.html#entry`)
 * as our address of the same page and section (`/configuration/output/#outputpublicpath`).
 */
export function ourAddress(vitePressId: string): string {
  const [page = "", anchor] = vitePressId.split("#", 2);
  const path = page.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "/");
  return anchor ? `${path}#${anchor}` : path;
}

/** Reads the string the index chunk exports (`const e='{…}';export{e as default}`). */
function exportedString(chunkSource: string): string {
  const match = /^const \w+\s*=\s*(['"`])([\s\S]*)\1;?\s*export\s*\{/.exec(chunkSource.trim());
  if (!match?.[2]) throw new Error("VitePress's search index chunk has an unexpected shape");
  return JSON.parse(`"${match[2].replace(/\\'/g, "'").replace(/"/g, '\\"')}"`) as string;
}

/** The relevance suite against VitePress's local search, built from the same content. */
export function measureVitePressRelevance(outputDirectory: string): RelevanceMeasurement {
  const chunks = path.join(outputDirectory, "assets/chunks");
  const file = readdirSync(chunks).find((name) => INDEX_CHUNK.test(name));
  if (!file) throw new Error(`no local search index in ${chunks}`);
  const index = MiniSearch.loadJSON(
    exportedString(readFileSync(path.join(chunks, file), "utf8")),
    VITEPRESS_INDEX_OPTIONS,
  );
  return measureRelevance((query) =>
    index
      .search(query)
      .slice(0, VITEPRESS_RESULTS_SHOWN)
      .map((result) => ourAddress(String(result.id))),
  );
}
