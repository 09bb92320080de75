import MiniSearch from "minisearch";
import type { ContentIndex } from "../content-index-plugin/index.ts";
import {
  encodeSearchIndex,
  MINISEARCH_OPTIONS,
  processTerm,
  type EncodedDocument,
  type EncodedPage,
  type EncodedSearchIndex,
  type IndexedDocument,
} from "../../common/searchIndexFormat.ts";
import { inboundLinks, linkTarget } from "./inboundLinks.ts";

export interface BuildSearchIndexOptions {
  /**
   * A body-text word found in more heading sections than this is left out of the text field:
   * such words rank nothing and cost the most bytes. Titles and headings keep every word.
   */
  maxSectionsPerTerm: number;
}

const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];

function distinctTerms(text: string): Set<string> {
  const terms = tokenize(text)
    .map(processTerm)
    .filter((term) => term !== null);
  return new Set(terms);
}

/** "Hot Module Replacement" → "hmr": readers search for the short form of a long name. */
export function acronymOf(title: string): string {
  const words = title.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
  return words.length >= 3
    ? words
        .map((word) => word[0])
        .join("")
        .toLowerCase()
    : "";
}

/** The title of a page's section (its first URL segment), from the section's index page. */
function sectionTitles(index: ContentIndex): (url: string) => string {
  const titles = new Map(index.files.map((file) => [file.node.url, file.node.title]));
  return (url) => {
    const segment = url.split("/")[1];
    return segment ? (titles.get(`/${segment}/`) ?? "") : "";
  };
}

interface Section {
  page: number;
  anchor: string;
  heading: string;
  title: string;
  terms: Set<string>;
  /** Links from other pages to the section, under any of its anchors. */
  inboundLinks: number;
}

/**
 * One search document per heading of every page; a page's first one carries its title. A page
 * that repeats a heading (its hand-written `output.publicPath`, then the same heading in the
 * generated schema reference) gets one document for it, at the first anchor, with the words of
 * both: a reader looking for the option wants one result, not two that look the same.
 */
export function buildSearchIndex(index: ContentIndex, options: BuildSearchIndexOptions): EncodedSearchIndex {
  const sectionOf = sectionTitles(index);
  const linksTo = inboundLinks(index);
  const linkCount = (url: string, anchor: string) => linksTo.get(linkTarget(url, anchor)) ?? 0;
  const pages: EncodedPage[] = [];
  const sections: Section[] = [];
  for (const { node, parsed } of index.files) {
    const page = pages.push([node.url, node.title, sectionOf(node.url)]) - 1;
    const [first] = parsed.sections;
    const intro = first?.id === "" ? first : { id: "", heading: "", text: "" };
    const rest = first?.id === "" ? parsed.sections.slice(1) : parsed.sections;
    const introText = [node.description ?? "", intro.text].join(" ");
    const title = `${node.title} ${acronymOf(node.title)}`.trim();
    sections.push({
      page,
      anchor: "",
      heading: "",
      title,
      terms: distinctTerms(introText),
      inboundLinks: linkCount(node.url, ""),
    });
    const byHeading = new Map<string, Section>();
    for (const { id, heading, text } of rest) {
      let section = byHeading.get(heading);
      if (!section) {
        section = { page, anchor: id, heading, title: "", terms: new Set(), inboundLinks: 0 };
        byHeading.set(heading, section);
        sections.push(section);
      }
      for (const term of distinctTerms(text)) section.terms.add(term);
      section.inboundLinks += linkCount(node.url, id);
    }
  }

  const sectionsPerTerm = new Map<string, number>();
  for (const { terms } of sections) {
    for (const term of terms) sectionsPerTerm.set(term, (sectionsPerTerm.get(term) ?? 0) + 1);
  }
  const isDistinctive = (term: string) => (sectionsPerTerm.get(term) ?? 0) <= options.maxSectionsPerTerm;

  const miniSearch = new MiniSearch<IndexedDocument>(MINISEARCH_OPTIONS);
  miniSearch.addAll(
    sections.map((section, id) => ({
      id,
      title: section.title,
      heading: section.heading,
      text: [...section.terms].filter(isDistinctive).join(" "),
    })),
  );
  const documents = sections.map(({ page, anchor, heading, inboundLinks }): EncodedDocument =>
    inboundLinks > 0 ? [page, anchor, heading, inboundLinks] : [page, anchor, heading],
  );
  return encodeSearchIndex(miniSearch, pages, documents);
}
