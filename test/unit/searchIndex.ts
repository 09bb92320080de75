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

const SYLLABLES = ["web", "pack", "mod", "ule", "chunk", "load", "er", "plug", "in", "out", "put", "con", "fig", "res"];

/** The made-up word number `n`: two or three syllables, so words share prefixes as real ones do. */
function madeUpWord(n: number): string {
  const count = SYLLABLES.length;
  const word = `${SYLLABLES[n % count]}${SYLLABLES[Math.floor(n / count) % count]}`;
  return n < count * count ? word : `${word}${SYLLABLES[Math.floor(n / (count * count)) % count]}`;
}

/**
 * An index about the size of the site's (1,500 heading sections over a vocabulary of 3,000 words),
 * of made-up words in a fixed pseudo-random order, for timing searches.
 */
export function largeSearchIndex(): ReturnType<typeof buildSearchIndex> {
  let seed = 1;
  const nextWord = () => {
    seed = (seed * 48271) % 2147483647;
    return madeUpWord(seed % 3000);
  };
  const words = (count: number) => Array.from({ length: count }, nextWord).join(" ");
  const pages = Array.from({ length: 150 }, (_, pageNumber) =>
    indexedPage(`/section/page-${pageNumber}/`, words(2), [
      { id: "", heading: "", text: words(80) },
      ...Array.from({ length: 9 }, (_, heading) => ({ id: `heading-${heading}`, heading: words(3), text: words(80) })),
    ]),
  );
  return buildSearchIndex(contentIndexOf(pages), { maxSectionsPerTerm: 20 });
}

/** Words the large index holds, for queries that match. */
export const LARGE_INDEX_WORDS = Array.from({ length: 200 }, (_, n) => madeUpWord(n * 7));
