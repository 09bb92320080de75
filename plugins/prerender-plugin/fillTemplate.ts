import type { RenderedPage, SocialCard } from "../../common/prerender.ts";

export type { RenderedPage };

/** JSON inside a `<script>`: `<` escaped, so no text of a page can close the element early. */
function jsonLd(data: object): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}

/**
 * The Open Graph and Twitter card tags the app does not render: the address, type, image and site
 * name shared links unfurl with (the app renders the title and description's).
 */
function socialTags(page: RenderedPage, card: SocialCard): string[] {
  const properties: [string, string | undefined][] = [
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
    page.head,
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
