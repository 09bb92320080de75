import MiniSearch, { type SearchOptions } from "minisearch";
import {
  decodeSearchIndex,
  MINISEARCH_OPTIONS,
  processTerm,
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

/** More words than anyone types into a search box. */
export const MAX_QUERY_TERMS = 12;

const splitWords = MiniSearch.getDefault("tokenize") as (text: string) => string[];

/**
 * The distinct words of a query, the first MAX_QUERY_TERMS of them: each word is a prefix (and
 * often fuzzy) search through the whole index, so a pasted page of text would block the page for
 * seconds, and a repeated word adds nothing.
 */
function queryTerms(query: string): string[] {
  const terms = splitWords(query).flatMap((word) => processTerm(word) ?? []);
  return [...new Set(terms)].slice(0, MAX_QUERY_TERMS);
}

const SEARCH_OPTIONS: SearchOptions = {
  tokenize: queryTerms,
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
