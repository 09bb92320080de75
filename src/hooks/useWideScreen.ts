import { useMediaQuery } from "./useMediaQuery.ts";

/** From this width the page has room for a third column beside the article (PageView.module.css). */
const WIDE_SCREEN_QUERY = "(min-width: 1280px)";

/** True on screens wide enough for the "On this page" rail; false in the prerender and the hydration render. */
export function useWideScreen(): boolean {
  return useMediaQuery(WIDE_SCREEN_QUERY, false);
}
