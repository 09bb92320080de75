import MiniSearch, { type SearchOptions } from "minisearch";
import {
  decodeSearchIndex,
  MINISEARCH_OPTIONS,
  processTerm,
  type EncodedSearchIndex,
  type IndexedDocument,
} from "../../common/searchIndexFormat.ts";
import { NameMatch, nameKey, namesOf } from "./names.ts";

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
/**
 * How much the links other pages make to a section raise its score: a section with 1 link ranks
 * 1.3 times as high as one with none, with 7 links twice as high. Enough to put the option the
 * documentation points to (`output.publicPath`) before others of the same name, not enough to
 * lift a much-linked page above the sections that are about the query.
 */
const LINK_BOOST = 1 / 3;

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

const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];

/** The index words of a name, to highlight all of it when the query named it exactly. */
function termsOf(name: string): string[] {
  return tokenize(name)
    .map(processTerm)
    .filter((term) => term !== null);
}

interface Match {
  score: number;
  terms: string[];
  nameMatch: NameMatch;
}

/**
 * A search engine over the index the SearchIndexPlugin built (its JSON text or the parsed object).
 * Results the query names exactly come first (a page's title, then a heading, an option's name or
 * the first words of a title), each group in the order of MiniSearch's score.
 */
export function createSearchEngine(index: EncodedSearchIndex | string): SearchEngine {
  const encoded = typeof index === "string" ? (JSON.parse(index) as EncodedSearchIndex) : index;
  const miniSearch = MiniSearch.loadJS<IndexedDocument>(decodeSearchIndex(encoded), MINISEARCH_OPTIONS);
  const { documents, pages } = encoded;

  // Every document by the names it answers to, so a name typed in full is found even when its
  // words alone are not ("dev server proxy": `devServer.proxy` has no word "server").
  const byName = new Map<string, { id: number; match: NameMatch; shown: string }[]>();
  documents.forEach(([page, , heading], id) => {
    const title = pages[page]?.[1] ?? "";
    for (const { key, match } of namesOf(title, heading)) {
      const entry = { id, match, shown: heading || title };
      const named = byName.get(key);
      if (named) named.push(entry);
      else if (key) byName.set(key, [entry]);
    }
  });

  const options: SearchOptions = {
    ...SEARCH_OPTIONS,
    boostDocument: (id: number) => 1 + LINK_BOOST * Math.log2(1 + (documents[id]?.[3] ?? 0)),
  };

  const toHit = (id: number, terms: string[]): SearchHit[] => {
    const document = documents[id];
    const page = document && pages[document[0]];
    if (!document || !page) return [];
    const [, anchor, heading] = document;
    const [url, pageTitle, section] = page;
    return [{ href: anchor ? `${url}#${anchor}` : url, pageTitle, heading, section, terms }];
  };

  return {
    search(query, limit = DEFAULT_LIMIT) {
      // Every word must match when some section has them all; otherwise any word will do.
      let results = miniSearch.search(query, { ...options, combineWith: "AND" });
      if (results.length === 0) results = miniSearch.search(query, { ...options, combineWith: "OR" });
      const matches = new Map<number, Match>(
        results.map((result) => [
          result.id as number,
          { score: result.score, terms: result.terms, nameMatch: NameMatch.none },
        ]),
      );
      for (const { id, match, shown } of byName.get(nameKey(query)) ?? []) {
        const found = matches.get(id);
        if (found) found.nameMatch = Math.min(found.nameMatch, match) as NameMatch;
        else matches.set(id, { score: 0, terms: termsOf(shown), nameMatch: match });
      }
      return [...matches]
        .sort(([, a], [, b]) => a.nameMatch - b.nameMatch || b.score - a.score)
        .slice(0, limit)
        .flatMap(([id, { terms }]) => toHit(id, terms));
    },
  };
}
