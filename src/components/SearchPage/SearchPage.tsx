import { useLocation } from "react-router-dom";
import { PageHead } from "../../head/PageHead.tsx";
import { useIsClient } from "../../hooks/useIsClient.ts";
import { searchQueryOf } from "../../search/searchPage.ts";
import { ContentPlaceholder } from "../ContentPlaceholder/ContentPlaceholder.tsx";
import { LazyChunk } from "../LazyChunk/LazyChunk.tsx";
import styles from "./SearchPage.module.css";

// The query is in the address, which only the browser knows: the prerender is the page without
// results, and the results, with the search engine, are a chunk of their own.
const loadSearchResults = () =>
  import(/* webpackChunkName: "search-results" */ "./SearchResults.tsx").then((module) => module.SearchResults);

/**
 * `/search/?q=…`: every result of a query, as links, in a page that can be shared or bookmarked;
 * its title names the query, for the tab, the history and a bookmark.
 */
export function SearchPage() {
  const isClient = useIsClient();
  const query = searchQueryOf(useLocation().search).trim();
  return (
    <div className={styles.searchPage}>
      <PageHead
        title={query ? `Search: ${query}` : "Search"}
        description="Search every page and heading of the webpack documentation."
      />
      <h1 tabIndex={-1}>Search</h1>
      {isClient ? (
        <LazyChunk load={loadSearchResults} props={{}} fallback={<ContentPlaceholder />} />
      ) : (
        <ContentPlaceholder />
      )}
    </div>
  );
}
