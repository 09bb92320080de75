import { StaticRouter } from "react-router-dom";
import type { RenderedRoute } from "../common/prerender.ts";
import { printableSection } from "../common/routeTable.ts";
import { App } from "./App.tsx";
import { breadcrumbTrail } from "./components/Breadcrumbs/breadcrumbTrail.ts";
import { PRODUCT_NAME, SITE_URL } from "../common/site.ts";
import { navigations, sectionForUrl, sectionSummary } from "./content/navigation.ts";
import { preloadPrintable } from "./content/preloadPrintable.ts";
import { preloadRoute } from "./content/preloadRoute.ts";
import { renderWithHead } from "./head/renderWithHead.tsx";
import { blogPosting, breadcrumbList } from "./head/structuredData.ts";
import type { SiteRoute } from "./routing/routes.ts";

export { listRoutes } from "./routing/routes.ts";

/** The image every shared link shows: the site's card, 1200 × 630. */
const SOCIAL_IMAGE = new URL("/social.png", SITE_URL).href;

/**
 * What search engines and shared links read of a page besides its title: Open Graph tags, and
 * for documentation pages their breadcrumbs (BreadcrumbList), for blog posts the post itself
 * (BlogPosting), from the content index like the page's own breadcrumbs and byline.
 */
function pageMetadata(url: string, kind: SiteRoute["kind"]) {
  const page = kind === "page" ? navigations.peek(sectionForUrl(url))?.find((entry) => entry.url === url) : undefined;
  const post = page?.date ? { ...page, date: page.date } : undefined;
  const structuredData = page
    ? [
        breadcrumbList(breadcrumbTrail(page, sectionSummary(sectionForUrl(url))), SITE_URL),
        ...(post ? [blogPosting(post, SITE_URL, SOCIAL_IMAGE)] : []),
      ]
    : [];
  return {
    social: { type: post ? "article" : "website", siteName: PRODUCT_NAME, image: SOCIAL_IMAGE },
    ...(structuredData.length > 0 && { structuredData }),
  };
}

/** Renders one route to HTML once everything it shows is loaded. */
export async function render({ url, kind }: SiteRoute): Promise<RenderedRoute> {
  if (kind === "printable") await preloadPrintable(printableSection(url));
  else await preloadRoute(url);
  const { head, html } = renderWithHead(
    <StaticRouter location={url}>
      <App />
    </StaticRouter>,
  );
  return {
    head,
    html,
    ...(kind === "not-found" ? { noindex: true } : { canonical: new URL(url, SITE_URL).href }),
    ...pageMetadata(url, kind),
    status: kind === "not-found" ? 404 : 200,
    scripts: kind === "printable" ? '<script src="/print.js" defer></script>' : undefined,
  };
}
