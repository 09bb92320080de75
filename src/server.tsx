// The edge build: the browser build keeps a MessageChannel open, which would keep the build alive.
import { renderToString } from "react-dom/server.edge";
import { StaticRouter } from "react-router-dom";
import { App } from "./App.tsx";
import { DEFAULT_DESCRIPTION, SITE_URL } from "./constants.ts";
import { preloadPrintable } from "./content/preloadPrintable.ts";
import { preloadRoute } from "./content/preloadRoute.ts";
import { HeadProvider, type Head, type HeadCollector } from "./head/HeadContext.tsx";
import { pageTitle } from "./head/pageTitle.ts";
import type { PrerenderRoute } from "./routing/routes.ts";

export { listRoutes } from "./routing/routes.ts";

export interface RenderResult {
  html: string;
  title: string;
  description: string;
  /** Absent on the not-found page, which answers every unknown address. */
  canonical?: string;
  noindex?: boolean;
  status: number;
  /** The scripts a page loads instead of the app's: printable pages ship only the print script. */
  scripts?: string;
}

/** Renders one route to HTML once everything it shows is loaded. */
export async function render({ url, kind }: PrerenderRoute): Promise<RenderResult> {
  if (kind === "printable") await preloadPrintable(url.split("/")[1] ?? "");
  else await preloadRoute(url);
  let head: Head | undefined;
  const collector: HeadCollector = {
    record(value) {
      head = value;
    },
  };
  const html = renderToString(
    <HeadProvider collector={collector}>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </HeadProvider>,
  );
  return {
    html,
    title: head?.title ?? pageTitle(),
    description: head?.description ?? DEFAULT_DESCRIPTION,
    ...(kind === "not-found" ? { noindex: true } : { canonical: new URL(url, SITE_URL).href }),
    status: kind === "not-found" ? 404 : 200,
    scripts: kind === "printable" ? '<script src="/print.js" defer></script>' : undefined,
  };
}
