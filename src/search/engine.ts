import MiniSearch, { type SearchOptions } from "minisearch";
import {
  decodeSearchIndex,
  MINISEARCH_OPTIONS,
  type EncodedSearchIndex,
  type IndexedDocument,
} from "../../plugins/search-index-plugin/format.ts";

export interface SearchHit {
  /** Where the result leads: the page, with the heading's anchor when it is a heading section. */
  href: string;
  pageTitle: string;
  /** The heading of the matched section; `""` when the match is the page's title or its introduction. */
  heading: string;
  /** Title of the documentation section the page belongs to (`"Concepts"`). */
  section: string;
  /** The indexed words that matched, lower case, for highlighting. */
  terms: string[];
}

export interface SearchEngine {
  search(query: string, limit?: number): SearchHit[];
}

const DEFAULT_LIMIT = 12;

const SEARCH_OPTIONS: SearchOptions = {
  // Titles and headings say what a section is about; a word in the body only mentions it.
  boost: { title: 6, heading: 3, text: 1 },
  prefix: true,
  fuzzy: (term) => (term.length > 4 ? 0.2 : false),
  maxFuzzy: 2,
};

/** A search engine over the index the SearchIndexPlugin built (its JSON text or the parsed object). */
export function createSearchEngine(index: EncodedSearchIndex | string): SearchEngine {
  const encoded = typeof index === "string" ? (JSON.parse(index) as EncodedSearchIndex) : index;
  const miniSearch = MiniSearch.loadJS<IndexedDocument>(decodeSearchIndex(encoded), MINISEARCH_OPTIONS);

  const toHit = (id: number, terms: string[]): SearchHit[] => {
    const document = encoded.documents[id];
    const page = document && encoded.pages[document[0]];
    if (!document || !page) return [];
    const [, anchor, heading] = document;
    const [url, pageTitle, section] = page;
    return [{ href: anchor ? `${url}#${anchor}` : url, pageTitle, heading, section, terms }];
  };

  return {
    search(query, limit = DEFAULT_LIMIT) {
      // Every word must match when some section has them all; otherwise any word will do.
      let results = miniSearch.search(query, { ...SEARCH_OPTIONS, combineWith: "AND" });
      if (results.length === 0) results = miniSearch.search(query, { ...SEARCH_OPTIONS, combineWith: "OR" });
      return results.slice(0, limit).flatMap((result) => toHit(result.id as number, result.terms));
    },
  };
}
