export interface RenderedPage {
  html: string;
  title: string;
  description: string;
  /** The page's one address; absent on a page that stands for many (the not-found page). */
  canonical?: string;
  /** Asks search engines to leave the page out of their index. */
  noindex?: boolean;
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
  ].join("\n    ");
  return template
    .replace("<!--app-head-->", () => head)
    .replace(SCRIPTS, (_match, appScripts: string) => scripts ?? appScripts)
    .replace("<!--app-html-->", () => page.html);
}
