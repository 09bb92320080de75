/**
 * The history state a search result's link carries: the matched index words, which the page it
 * leads to marks until the reader moves on (see SearchTermMarks). In history state rather than
 * the address, so a shared or bookmarked link shows the page as it is.
 */
export interface SearchTermsState {
  searchTerms: string[];
}

/** More words than a query has (MAX_QUERY_TERMS), with their prefix and typo matches. */
const MAX_MARKED_TERMS = 40;

export function searchTermsState(terms: readonly string[]): SearchTermsState {
  return { searchTerms: terms.slice(0, MAX_MARKED_TERMS) };
}

/** The terms a location's state carries; none for anything else a state may hold. */
export function searchTermsOf(state: unknown): string[] {
  const terms = (state as Partial<SearchTermsState> | null)?.searchTerms;
  return Array.isArray(terms)
    ? terms.filter((term): term is string => typeof term === "string" && term.length > 0).slice(0, MAX_MARKED_TERMS)
    : [];
}
