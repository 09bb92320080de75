import MiniSearch, { type SearchOptions, type SearchResult } from "minisearch";
import {
  decodeSearchIndex,
  MINISEARCH_OPTIONS,
  processTerm,
  type EncodedSearchIndex,
  type IndexedDocument,
} from "../../common/searchIndexFormat.ts";
import { NameMatch, nameKey, namesOf } from "./names.ts";
import { otherPhrasings } from "./synonyms.ts";

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
/**
 * A page's score is its best section's plus this share of its next best sections' (up to
 * OTHER_SECTIONS_COUNTED of them): a page that treats the query in several sections is more about
 * it than one that names it once, but a long reference page must not win by its length alone.
 */
const OTHER_SECTIONS_SHARE = 0.5;
const OTHER_SECTIONS_COUNTED = 8;
/** How much a section whose heading or option name is the query, or a page titled by it, is raised. */
const NAME_BOOST = { [NameMatch.title]: 6, [NameMatch.name]: 2, [NameMatch.none]: 1 };
/** A synonym's phrasing ranks a little below the reader's own words. */
const OTHER_PHRASING_WEIGHT = 0.9;
/**
 * A page's score is multiplied by the share of the query's words it has, to this power: a page
 * with two of three words needs more than twice the score of one with all three to rank above it.
 */
const COVERAGE_POWER = 2;
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
  // `queryTerms` has processed the words already.
  tokenize: queryTerms,
  processTerm: (term) => term,
  // Titles and headings say what a section is about; a word in the body only mentions it.
  boost: { title: 4, about: 2, heading: 3, text: 1 },
  prefix: true,
  fuzzy: (term) => (term.length > 4 ? 0.2 : false),
  maxFuzzy: 2,
  // A word's start matching a title ("load" in html-loader) says less than the whole word would.
  weights: { fuzzy: 0.45, prefix: 0.2 },
  combineWith: "OR",
};

/** The index words of a name, to highlight all of it when the query named it exactly. */
function termsOf(name: string): string[] {
  return splitWords(name)
    .map((word) => processTerm(word))
    .filter((term) => term !== null);
}

interface SectionMatch {
  id: number;
  score: number;
  terms: string[];
  /** The query's words this section matched. */
  queryTerms: string[];
}

interface PageMatch {
  page: number;
  /** The page's score, weighed by the share of the query's words found anywhere on it. */
  rank: number;
  best: SectionMatch;
  terms: Set<string>;
}

/**
 * A search engine over the index the SearchIndexPlugin built (its JSON text or the parsed object).
 * Ranks pages, one result each, at the section that answers best: a page's score adds its
 * sections' scores (MiniSearch's BM25 over title, description, headings and body), raised where a
 * heading, the page's title or one of its keywords is the query's name, and weighed by the share
 * of the query's words the page has, in one section or across several. The synonym table's other
 * phrasings of the query are searched too, and each page keeps its best phrasing.
 */
export function createSearchEngine(index: EncodedSearchIndex | string): SearchEngine {
  const encoded = typeof index === "string" ? (JSON.parse(index) as EncodedSearchIndex) : index;
  const miniSearch = MiniSearch.loadJS<IndexedDocument>(decodeSearchIndex(encoded), MINISEARCH_OPTIONS);
  const { documents, pages } = encoded;
  const synonymGroups = encoded.synonyms.map((group) => group.map(termsOf));

  // Every document by the names it answers to, so a name typed in full is found even when its
  // words alone are not ("dev server proxy": `devServer.proxy` has no word "server").
  const byName = new Map<string, { id: number; match: NameMatch; shown: string }[]>();
  documents.forEach(([page, , heading], id) => {
    const [, title = "", , keywords] = pages[page] ?? [];
    for (const { key, match } of namesOf(title, heading, keywords)) {
      const entry = { id, match, shown: heading || title };
      const named = byName.get(key);
      if (named) named.push(entry);
      else if (key) byName.set(key, [entry]);
    }
  });

  const linkBoost = (id: number) => 1 + LINK_BOOST * Math.log2(1 + (documents[id]?.[3] ?? 0));
  const options: SearchOptions = { ...SEARCH_OPTIONS, boostDocument: linkBoost };

  /** The sections one phrasing of the query matches, by document id. */
  const sectionMatches = (terms: string[], name: string, weight: number): Map<number, SectionMatch> => {
    const results: SearchResult[] = miniSearch.search(terms.join(" "), options);
    const sections = new Map<number, SectionMatch>(
      results.map((result) => [
        result.id as number,
        {
          id: result.id as number,
          score: result.score * weight,
          terms: result.terms,
          queryTerms: result.queryTerms,
        },
      ]),
    );
    // A section the query names ranks with the best match at least: a page's first words
    // ("splitChunks" for SplitChunksPlugin) are not a word of its title, so its own score is low.
    const topScore = Math.max(0, ...[...sections.values()].map((section) => section.score));
    for (const { id, match, shown } of byName.get(nameKey(name)) ?? []) {
      const found = sections.get(id) ?? { id, score: 0, terms: termsOf(shown), queryTerms: terms };
      found.score = Math.max(found.score, topScore * linkBoost(id)) * NAME_BOOST[match];
      found.queryTerms = terms;
      sections.set(id, found);
    }
    return sections;
  };

  const pageMatches = (terms: string[], sections: Map<number, SectionMatch>): Map<number, PageMatch> => {
    const byPage = new Map<number, SectionMatch[]>();
    for (const section of sections.values()) {
      const page = documents[section.id]?.[0] ?? -1;
      const list = byPage.get(page);
      if (list) list.push(section);
      else byPage.set(page, [section]);
    }
    const matches = new Map<number, PageMatch>();
    for (const [page, list] of byPage) {
      list.sort((a, b) => b.score - a.score);
      const [best, ...rest] = list as [SectionMatch, ...SectionMatch[]];
      const covered = new Set(list.flatMap((section) => section.queryTerms)).size / terms.length;
      const others = rest.slice(0, OTHER_SECTIONS_COUNTED).reduce((sum, section) => sum + section.score, 0);
      matches.set(page, {
        page,
        best,
        rank: (best.score + OTHER_SECTIONS_SHARE * others) * covered ** COVERAGE_POWER,
        terms: new Set(list.flatMap((section) => section.terms)),
      });
    }
    return matches;
  };

  const toHit = ({ best, terms }: PageMatch): SearchHit[] => {
    const document = documents[best.id];
    const page = document && pages[document[0]];
    if (!document || !page) return [];
    const [, anchor, heading] = document;
    const [url, pageTitle, section] = page;
    return [{ href: anchor ? `${url}#${anchor}` : url, pageTitle, heading, section, terms: [...terms] }];
  };

  return {
    search(query, limit = DEFAULT_LIMIT) {
      const terms = queryTerms(query);
      if (terms.length === 0) return [];
      const phrasings: [terms: string[], name: string, weight: number][] = [
        [terms, query, 1],
        ...otherPhrasings(terms, synonymGroups).map((phrasing): [string[], string, number] => [
          phrasing,
          phrasing.join(" "),
          OTHER_PHRASING_WEIGHT,
        ]),
      ];
      const pagesFound = new Map<number, PageMatch>();
      for (const [phrasingTerms, name, weight] of phrasings) {
        for (const match of pageMatches(phrasingTerms, sectionMatches(phrasingTerms, name, weight)).values()) {
          const known = pagesFound.get(match.page);
          if (!known || match.rank > known.rank) {
            pagesFound.set(match.page, match);
          }
        }
      }
      return [...pagesFound.values()]
        .sort((a, b) => b.rank - a.rank)
        .slice(0, limit)
        .flatMap(toHit);
    },
  };
}
