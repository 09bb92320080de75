import { readStoredJson, writeStorage } from "../utilities/storage.ts";
import { MAX_QUERY_LENGTH } from "./searchPage.ts";

const STORAGE_KEY = "recent-searches";
/** As many as the empty search dialog shows without scrolling on a phone. */
export const MAX_RECENT_SEARCHES = 5;

/**
 * The reader's recent searches, newest first, from local storage. Whatever the storage holds
 * (another version's shape, hand edits, nothing, a refusal), the answer is a clean list.
 */
export function readRecentSearches(): string[] {
  const stored = readStoredJson(STORAGE_KEY);
  if (!Array.isArray(stored)) return [];
  const queries = stored
    .filter((query): query is string => typeof query === "string")
    .map((query) => query.trim().slice(0, MAX_QUERY_LENGTH))
    .filter(Boolean);
  return [...new Set(queries)].slice(0, MAX_RECENT_SEARCHES);
}

function save(queries: string[]): string[] {
  writeStorage(STORAGE_KEY, JSON.stringify(queries));
  return queries;
}

/** Puts `query` first (once), keeping MAX_RECENT_SEARCHES, and returns the new list. */
export function rememberSearch(query: string): string[] {
  const trimmed = query.trim().slice(0, MAX_QUERY_LENGTH);
  if (!trimmed) return readRecentSearches();
  return save([trimmed, ...readRecentSearches().filter((recent) => recent !== trimmed)].slice(0, MAX_RECENT_SEARCHES));
}

/** Removes `query` and returns the new list. */
export function forgetSearch(query: string): string[] {
  return save(readRecentSearches().filter((recent) => recent !== query));
}
