/**
 * The contract between the prerender plugin and the renderer entry it runs (`src/server.tsx`):
 * the routes the renderer lists, and the page it renders for each. Defined once, here, so the
 * plugin and the app cannot drift apart.
 */

/** A route the renderer lists: its url, the file it becomes, the status its render must answer. */
export interface PrerenderRoute {
  url: string;
  /** Where the HTML goes in the output folder. */
  file: string;
  /** The HTTP status the page stands for, when it is not 200. */
  status?: number;
}

/** How a page unfurls when shared: Open Graph and Twitter card tags. */
export interface SocialCard {
  /** Open Graph type: `website`, or `article` for a post. */
  type: string;
  siteName: string;
  /** Absolute address of the image shared links show (1200 × 630). */
  image: string;
}

/** What the template is filled with. */
export interface RenderedPage {
  /**
   * The elements the app rendered for the document's head, as HTML: the page's `<title>`, its
   * description and their Open Graph tags (`og:title`, `og:description`).
   */
  head: string;
  html: string;
  /** The page's one address; absent on a page that stands for many (the not-found page). */
  canonical?: string;
  /** Asks search engines to leave the page out of their index. */
  noindex?: boolean;
  social?: SocialCard;
  /** schema.org descriptions of the page (a BreadcrumbList, a BlogPosting), as JSON-LD. */
  structuredData?: object[];
}

/** A rendered route: its page, its status, and the scripts it loads when not the app's. */
export interface RenderedRoute extends RenderedPage {
  status: number;
  /** Replaces the template's application scripts on this page (printable pages ship only the print script). */
  scripts?: string;
}

/** What the renderer entry's bundle exports. */
export interface PrerenderBundle {
  listRoutes(): Promise<PrerenderRoute[]>;
  render(route: PrerenderRoute): Promise<RenderedRoute>;
}
