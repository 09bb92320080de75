import { createResource } from "../loading/resource.ts";
import { createSearchEngine, type SearchEngine } from "./engine.ts";

/** The site's search engine, built once from the search index chunk when search first opens. */
export const searchEngines = createResource<"site", SearchEngine>(() =>
  import(/* webpackChunkName: "search-index" */ "search:index").then((module) => createSearchEngine(module.default)),
);
