import { markdownUrlOf } from "../../common/markdownUrl.ts";
import { sectionOf, sectionSummaries, type ContentIndex, type IndexedFile } from "../content-index-plugin/index.ts";

/** What `llms.txt` says of the site as a whole. */
export interface SiteSummary {
  name: string;
  /** The summary under the name; llmstxt.org makes it optional. */
  description?: string;
  siteUrl: string;
}

/** The title of the group of top-level pages (`/glossary/`, `/license/`), which have no section page. */
const TOP_LEVEL_TITLE = "Other pages";

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * The Markdown copies made of each parse, by what else they were made of. Under the dev server an
 * unchanged page keeps its parse from one compilation to the next, so a save makes the copies of
 * the saved page again, not of all of them (5 MB of text a save), and `emitText`, comparing each
 * copy with the one emitted before, meets the very same string.
 */
const documents = new WeakMap<IndexedFile["parsed"], Map<string, string>>();

/**
 * A page's Markdown copy: its title and description, which the front matter held, then its text.
 * With `source`, a line gives the page's address, for a file that holds many pages.
 */
export function pageDocument(file: IndexedFile, siteUrl: string, source = false): string {
  const { node, parsed } = file;
  let made = documents.get(parsed);
  if (!made) documents.set(parsed, (made = new Map()));
  const key = JSON.stringify([node.title, node.description, node.url, siteUrl, source]);
  let document = made.get(key);
  if (document === undefined) made.set(key, (document = makePageDocument(file, siteUrl, source)));
  return document;
}

function makePageDocument({ node, parsed }: IndexedFile, siteUrl: string, source: boolean): string {
  return [
    `# ${oneLine(node.title)}`,
    ...(source ? [`Source: ${new URL(node.url, siteUrl).href}`] : []),
    ...(node.description ? [`> ${oneLine(node.description)}`] : []),
    parsed.markdown,
  ]
    .filter(Boolean)
    .join("\n\n")
    .concat("\n");
}

interface Group {
  title: string;
  files: IndexedFile[];
}

/** The pages in sidebar order, section by section, the top-level pages last. */
function groups(index: ContentIndex, site: SiteSummary): Group[] {
  const summaries = sectionSummaries(index, site.name);
  const ordered = [...summaries.filter((section) => section.name), ...summaries.filter((section) => !section.name)];
  return ordered
    .map((section) => ({
      title: section.name ? section.title : TOP_LEVEL_TITLE,
      files: index.files.filter((file) => sectionOf(index, file) === section.name),
    }))
    .filter((group) => group.files.length > 0);
}

function heading(site: SiteSummary): string {
  return site.description ? `# ${site.name}\n\n> ${oneLine(site.description)}\n` : `# ${site.name}\n`;
}

/**
 * `llms.txt` (llmstxt.org): the site's name and summary, then one list of links per section, each
 * to a page's Markdown copy with the page's description.
 */
export function llmsTxt(index: ContentIndex, site: SiteSummary) {
  const absolute = (url: string) => new URL(url, site.siteUrl).href;
  const lists = groups(index, site).map(({ title, files }) => {
    const items = files.map(({ node }) => {
      const link = `[${node.title.replace(/[[\]\\]/g, "\\$&")}](${absolute(markdownUrlOf(node.url))})`;
      return `- ${link}${node.description ? `: ${oneLine(node.description)}` : ""}`;
    });
    return `## ${title}\n\n${items.join("\n")}\n`;
  });
  const about = [
    "Each link leads to a page in Markdown; the same address without `index.md` is the page on the web.",
    `All pages in one file: ${absolute("/llms-full.txt")}`,
  ].join(" ");
  return [heading(site), `${about}\n`, ...lists].join("\n");
}

/** `llms-full.txt`: every page's Markdown copy, in the order `llms.txt` lists them. */
export function llmsFullTxt(index: ContentIndex, site: SiteSummary) {
  const pages = groups(index, site).flatMap(({ files }) => files.map((file) => pageDocument(file, site.siteUrl, true)));
  return [heading(site), ...pages].join("\n");
}
