import type { ContentIndex } from "../content-index-plugin/index.ts";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A sitemap of the given other routes (the home page, say) and every content page. */
export function sitemapXml(index: ContentIndex, siteUrl: string, otherRoutes: readonly string[]): string {
  const entries = otherRoutes
    .map((url) => ({ url, updated: undefined as string | undefined }))
    .concat(index.files.map(({ node }) => ({ url: node.url, updated: node.updated })))
    .map(({ url, updated }) => {
      const lastModified = updated ? `<lastmod>${updated.slice(0, 10)}</lastmod>` : "";
      return `  <url><loc>${escapeXml(new URL(url, siteUrl).href)}</loc>${lastModified}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}
