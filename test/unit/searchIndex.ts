import { buildSearchIndex } from "../../plugins/search-index-plugin/buildSearchIndex.ts";
import { contentIndexOf, indexedPage } from "../helpers/indexedPages.ts";

const files = [
  indexedPage("/concepts/", "Concepts", [{ id: "", heading: "", text: "The core ideas of webpack." }]),
  indexedPage("/concepts/entry-points/", "Entry Points", [
    { id: "", heading: "", text: "Where the dependency graph starts." },
    { id: "single-entry", heading: "Single entry", text: "One file starts the graph." },
  ]),
  indexedPage("/plugins/split-chunks-plugin/", "SplitChunksPlugin", [
    { id: "", heading: "", text: "Moves shared modules into chunks of their own." },
    { id: "optimizationsplitchunks", heading: "optimization.splitChunks", text: "Options of the plugin." },
  ]),
  indexedPage(
    "/plugins/",
    "Plugins",
    [{ id: "", heading: "", text: "Every plugin." }],
    ["/plugins/split-chunks-plugin/"],
  ),
];

/** A small search index, built the way the plugin builds the site's, standing in for `search:index`. */
const index = buildSearchIndex(contentIndexOf(files), { maxSectionsPerTerm: 10 });
export default index;
