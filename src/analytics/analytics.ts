/** Google Analytics 4, only for deployments that set ANALYTICS_ID at build time. */
import { ANALYTICS_SCRIPT_HOST } from "../../common/site.ts";

type Gtag = (...args: unknown[]) => void;
interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/**
 * Starts gtag.js for `id` once: its queue, written here rather than as the usual inline snippet
 * (the Content-Security-Policy allows no inline scripts), then the library itself.
 */
export function startAnalytics(id: string, target: Window = window): Gtag {
  const scope = target as unknown as AnalyticsWindow;
  if (scope.gtag) return scope.gtag;
  const dataLayer = (scope.dataLayer ??= []);
  // gtag.js reads its commands as `arguments` objects, so the queue keeps exactly those.
  const gtag: Gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  scope.gtag = gtag;
  gtag("js", new Date());
  // Page views are sent on each route change by the app, not by gtag on load.
  gtag("config", id, { send_page_view: false });
  const script = target.document.createElement("script");
  script.async = true;
  script.src = `${ANALYTICS_SCRIPT_HOST}/gtag/js?id=${encodeURIComponent(id)}`;
  target.document.head.append(script);
  return gtag;
}
