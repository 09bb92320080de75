import type { ContentIndex, IndexedFile } from "../../plugins/content-index-plugin/buildIndex.ts";
import type { ParsedContent } from "../../plugins/content-index-plugin/parseContentFile.ts";
import { buildSearchIndex } from "../../plugins/search-index-plugin/buildSearchIndex.ts";

type Section = ParsedContent["sections"][number];

function page(url: string, title: string, sections: Section[]): IndexedFile {
  return {
    absolutePath: `/content${url}index.md`,
    node: { url, title } as IndexedFile["node"],
    parsed: { sections } as ParsedContent,
  };
}

const files = [
  page("/concepts/", "Concepts", [{ id: "", heading: "", text: "The core ideas of webpack." }]),
  page("/concepts/entry-points/", "Entry Points", [
    { id: "", heading: "", text: "Where the dependency graph starts." },
    { id: "single-entry", heading: "Single entry", text: "One file starts the graph." },
  ]),
  page("/plugins/split-chunks-plugin/", "SplitChunksPlugin", [
    { id: "", heading: "", text: "Moves shared modules into chunks of their own." },
    { id: "optimizationsplitchunks", heading: "optimization.splitChunks", text: "Options of the plugin." },
  ]),
  page("/plugins/", "Plugins", [{ id: "", heading: "", text: "Every plugin." }]),
];

/** A small search index, built the way the plugin builds the site's, standing in for `search:index`. */
const index = buildSearchIndex({ files } as ContentIndex, { maxSectionsPerTerm: 10 });
export default index;
