import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/** Read at build time (DefinePlugin): "" unless the deployment sets ANALYTICS_ID. */
const CONFIGURED_ID = process.env.ANALYTICS_ID ?? "";

/**
 * Sends a page view per route, in the browser only (effects never run in the prerender), and only
 * when a tracking id was configured at build time: off by default.
 */
export function Analytics({ id = CONFIGURED_ID }: { id?: string }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!id) return;
    // Its own chunk: a site without analytics never downloads even this much of it.
    void import(/* webpackChunkName: "analytics" */ "../../analytics/analytics.ts").then(({ startAnalytics }) =>
      startAnalytics(id)("event", "page_view", { page_path: pathname, page_title: document.title }),
    );
  }, [id, pathname]);
  return null;
}
