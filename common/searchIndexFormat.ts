import MiniSearch, { type AsPlainObject, type Options } from "minisearch";
import { stemmer } from "stemmer";

/**
 * The search index as the browser downloads it, and the MiniSearch settings both sides share.
 * The plugin builds a MiniSearch index at build time; this format carries it in fewer bytes than
 * MiniSearch's own JSON (postings as delta-encoded arrays, frequencies left out when all are 1),
 * and the browser turns it back into MiniSearch's JSON without indexing anything again.
 */

/**
 * A page: `[url, title, section title, front matter keywords]`; the keywords are left out when
 * there are none. A page answers to its keywords as it answers to its title.
 */
export type EncodedPage = [url: string, title: string, section: string, keywords?: string[]];
/**
 * A heading section: `[index into pages, heading id ("" before the first heading), heading text,
 * links from other pages to it]`; the count is left out when there are none.
 */
export type EncodedDocument = [page: number, anchor: string, heading: string, inboundLinks?: number];
/** One field's postings of a term: document ids as gaps from the previous one, then frequencies. */
export type EncodedPostings = [field: number, gaps: number[], frequencies?: number[]];

export interface EncodedSearchIndex {
  format: typeof FORMAT_VERSION;
  pages: EncodedPage[];
  documents: EncodedDocument[];
  /** Per document, the number of terms in each field (BM25 needs them). */
  fieldLengths: number[][];
  averageFieldLengths: number[];
  terms: [term: string, ...postings: EncodedPostings[]][];
  /** Groups of phrases readers use for one thing, from `content/search-synonyms.yml`. */
  synonyms: string[][];
}

/** The fields one indexed document has; only a page's first section carries the page's title and description. */
export interface IndexedDocument {
  id: number;
  /** The page's title and the other names it answers to (keywords, package name, acronym). */
  title: string;
  about: string;
  heading: string;
  text: string;
}

export const FORMAT_VERSION = 3;
/** The MiniSearch serialization this codec reads and writes; a MiniSearch upgrade that changes it fails the tests. */
const MINISEARCH_SERIALIZATION_VERSION = 2;

export const SEARCH_FIELDS = ["title", "about", "heading", "text"] as const;

/** Words so common in this documentation's prose that they only make the index bigger. */
const STOP_WORDS = new Set(
  (
    "a an and are as at be but by can do does for from has have how if in into is it its may more not of on one or " +
    "so such than that the their them then there these they this those to use used uses using was were what when " +
    "which will with would you your"
  ).split(" "),
);
const MAX_TERM_LENGTH = 40;

/** Fields whose small numbers are kept: a title's "webpack 4" names a version; in body text numbers are noise. */
const NUMBERED_FIELDS = new Set(["title", "about"]);
const SMALL_NUMBER = /^\d{1,2}$/;

/**
 * Lower case and stemmed, so "writing", "writes" and "write" are one word; drops stop words, bare
 * numbers (but small ones in titles, descriptions and queries: "from webpack 4") and overlong
 * tokens (hashes, data URLs). `field` is undefined for a query's words.
 */
export function processTerm(term: string, field?: string): string | null {
  const lower = term.toLowerCase();
  if (SMALL_NUMBER.test(lower)) return field === undefined || NUMBERED_FIELDS.has(field) ? lower : null;
  if (lower.length < 2 || lower.length > MAX_TERM_LENGTH || STOP_WORDS.has(lower) || /^\d+$/.test(lower)) return null;
  return stemmer(lower);
}

export const MINISEARCH_OPTIONS: Options<IndexedDocument> = {
  fields: [...SEARCH_FIELDS],
  storeFields: [],
  // The body arrives as words already processed (counted and pruned first); stemming is not
  // idempotent, so they must not be processed twice.
  processTerm: (term, field) => (field === "text" ? term : processTerm(term, field)),
};

type SerializedPostings = Record<string, number>;

export function encodeSearchIndex(
  miniSearch: MiniSearch<IndexedDocument>,
  pages: EncodedPage[],
  documents: EncodedDocument[],
  synonyms: string[][],
): EncodedSearchIndex {
  const plain = miniSearch.toJSON();
  if (plain.serializationVersion !== MINISEARCH_SERIALIZATION_VERSION) {
    throw new Error(
      `MiniSearch serialization ${plain.serializationVersion} is not supported by the search index format`,
    );
  }
  // Document ids are the positions in `documents`, so MiniSearch's short ids equal them.
  const fieldLengths = documents.map((_, id) => plain.fieldLength[id] ?? []);
  const terms = plain.index.map(([term, fields]): EncodedSearchIndex["terms"][number] => {
    const postings = Object.entries(fields).map(([field, entries]): EncodedPostings => {
      const ids = Object.keys(entries as SerializedPostings)
        .map(Number)
        .sort((a, b) => a - b);
      const gaps = ids.map((id, position) => id - (ids[position - 1] ?? 0));
      const frequencies = ids.map((id) => (entries as SerializedPostings)[id] ?? 1);
      return frequencies.every((frequency) => frequency === 1)
        ? [Number(field), gaps]
        : [Number(field), gaps, frequencies];
    });
    return [term, ...postings];
  });
  return {
    format: FORMAT_VERSION,
    pages,
    documents,
    fieldLengths,
    averageFieldLengths: plain.averageFieldLength,
    terms,
    synonyms,
  };
}

/** MiniSearch's own serialized form of an encoded index, for `MiniSearch.loadJS`. */
export function decodeSearchIndex(encoded: EncodedSearchIndex): AsPlainObject {
  if (encoded.format !== FORMAT_VERSION) throw new Error(`Unknown search index format ${String(encoded.format)}`);
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  encoded.documents.forEach((_, id) => {
    documentIds[id] = id;
    fieldLength[id] = encoded.fieldLengths[id] ?? [];
  });
  const index = encoded.terms.map(([term, ...postings]): AsPlainObject["index"][number] => {
    const fields: Record<string, SerializedPostings> = {};
    for (const [field, gaps, frequencies] of postings) {
      const entries: SerializedPostings = {};
      let id = 0;
      gaps.forEach((gap, position) => {
        id += gap;
        entries[id] = frequencies?.[position] ?? 1;
      });
      fields[field] = entries;
    }
    return [term, fields];
  });
  return {
    documentCount: encoded.documents.length,
    nextId: encoded.documents.length,
    documentIds,
    fieldIds: Object.fromEntries(SEARCH_FIELDS.map((field, position) => [field, position])),
    fieldLength,
    averageFieldLength: encoded.averageFieldLengths,
    storedFields: {},
    dirtCount: 0,
    index,
    serializationVersion: MINISEARCH_SERIALIZATION_VERSION,
  };
}
