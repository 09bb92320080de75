export interface RenderedPage {
  html: string;
  title: string;
  description: string;
  /** The page's one address; absent on a page that stands for many (the not-found page). */
  canonical?: string;
  /** Asks search engines to leave the page out of their index. */
  noindex?: boolean;
  /** How the page unfurls when shared: Open Graph and Twitter card tags. */
  social?: SocialCard;
  /** schema.org descriptions of the page (a BreadcrumbList, a BlogPosting), as JSON-LD. */
  structuredData?: object[];
}

export interface SocialCard {
  /** Open Graph type: `website`, or `article` for a post. */
  type: string;
  siteName: string;
  /** Absolute address of the image shared links show (1200 × 630). */
  image: string;
}

/** JSON inside a `<script>`: `<` escaped, so no text of a page can close the element early. */
function jsonLd(data: object): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}

/** Open Graph and Twitter card tags: the title, description and address shared links unfurl with. */
function socialTags(page: RenderedPage, card: SocialCard): string[] {
  const properties: [string, string | undefined][] = [
    ["og:title", page.title],
    ["og:description", page.description],
    ["og:url", page.canonical],
    ["og:type", card.type],
    ["og:image", card.image],
    ["og:site_name", card.siteName],
  ];
  return [
    ...properties.flatMap(([property, content]) =>
      content ? [`<meta property="${property}" content="${escapeHtml(content)}">`] : [],
    ),
    '<meta name="twitter:card" content="summary_large_image">',
  ];
}

const SCRIPTS = /<!--app-scripts-->([\s\S]*?)<!--\/app-scripts-->/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Whether a template has every marker `fillTemplate` fills. */
export function hasMarkers(template: string): boolean {
  return template.includes("<!--app-head-->") && template.includes("<!--app-html-->") && SCRIPTS.test(template);
}

export const MARKERS = "<!--app-head-->, <!--app-html-->, <!--app-scripts-->";

/**
 * Puts a rendered page into the template. `scripts` replaces the application's script tags (the
 * printable pages ship none of them).
 */
export function fillTemplate(template: string, page: RenderedPage, scripts?: string): string {
  if (!hasMarkers(template)) throw new Error(`the template lacks one of the markers ${MARKERS}`);
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    ...(page.noindex ? ['<meta name="robots" content="noindex">'] : []),
    ...(page.canonical ? [`<link rel="canonical" href="${escapeHtml(page.canonical)}">`] : []),
    ...(page.social ? socialTags(page, page.social) : []),
    ...(page.structuredData ?? []).map(jsonLd),
  ].join("\n    ");
  return template
    .replace("<!--app-head-->", () => head)
    .replace(SCRIPTS, (_match, appScripts: string) => scripts ?? appScripts)
    .replace("<!--app-html-->", () => page.html);
}
