import { queryParameter } from "../utilities/untrustedInput.ts";
import { SEARCH_PAGE_URL } from "../../common/site.ts";

/** Longer than any name or phrase a reader looks for; an address could carry megabytes. */
export const MAX_QUERY_LENGTH = 200;

/** The address of the results of `query`; the page alone when there is no query. */
export function searchPageUrl(query: string): string {
  const trimmed = query.trim();
  return trimmed ? `${SEARCH_PAGE_URL}?${new URLSearchParams({ q: trimmed }).toString()}` : SEARCH_PAGE_URL;
}

/** The query a search page address carries (its `search` part), whatever the address holds. */
export function searchQueryOf(search: string): string {
  return queryParameter(search, "q").slice(0, MAX_QUERY_LENGTH);
}
