import { createSearchEngine, type SearchEngine } from "./engine.ts";

let loading: Promise<SearchEngine> | undefined;

/**
 * Loads the search index chunk once and builds the engine. A failed load (ChunkLoadError) is not
 * remembered, so the next call tries again.
 */
export function loadSearchEngine(): Promise<SearchEngine> {
  loading ??= import(/* webpackChunkName: "search-index" */ "search:index").then(
    (module) => createSearchEngine(module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
