export interface RenderedPage {
  html: string;
  title: string;
  description: string;
  canonical: string;
}

const SCRIPTS = /<!--app-scripts-->([\s\S]*?)<!--\/app-scripts-->/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Puts a rendered page into the client build's template. `scripts` replaces the application's
 * script tags (the printable pages ship none of them).
 */
export function fillTemplate(template: string, page: RenderedPage, scripts?: string): string {
  if (!template.includes("<!--app-html-->") || !SCRIPTS.test(template) || !template.includes("<!--app-head-->")) {
    throw new Error("the template lacks one of the markers <!--app-head-->, <!--app-html-->, <!--app-scripts-->");
  }
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    `<link rel="canonical" href="${escapeHtml(page.canonical)}">`,
  ].join("\n    ");
  return template
    .replace("<!--app-head-->", () => head)
    .replace(SCRIPTS, (_match, appScripts: string) => scripts ?? appScripts)
    .replace("<!--app-html-->", () => page.html);
}
