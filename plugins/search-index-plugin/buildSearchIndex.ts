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
import { firstPathSegment } from "../../common/contentUrls.ts";
import { inboundLinks, linkTarget } from "./inboundLinks.ts";

export interface BuildSearchIndexOptions {
  /**
   * A body-text word is kept in at most this many heading sections: those that use it most often.
   * A word every page mentions ranks nothing and costs the most bytes, but the few sections that
   * treat it at length are what a reader searching for it wants. Titles and headings keep every word.
   */
  maxSectionsPerTerm: number;
  /** Groups of phrases readers use for one thing ("source map", "devtool"), searched for each other. */
  synonyms?: string[][];
}

/**
 * Uses of a word in one section beyond this count for nothing: BM25 gains little from them, and
 * frequencies of 1 to 4 take fewer bytes than exact counts.
 */
const MAX_COUNTED_FREQUENCY = 4;

const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];

function termsOf(text: string): string[] {
  return tokenize(text)
    .map((word) => processTerm(word, "text"))
    .filter((term) => term !== null);
}

/** "Hot Module Replacement" → "hmr": readers search for the short form of a long name. */
function acronymOf(title: string): string {
  const words = title.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
  return words.length >= 3
    ? words
        .map((word) => word[0])
        .join("")
        .toLowerCase()
    : "";
}

/** "SplitChunksPlugin" → "Split Chunks Plugin": the words a reader types for a class's name. */
function splitCamelCase(name: string): string {
  return name.replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, "$1 $2").replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2");
}

/** The title of a page's section (its first URL segment), from the section's index page. */
function sectionTitles(index: ContentIndex): (url: string) => string {
  const titles = new Map(index.files.map((file) => [file.node.url, file.node.title]));
  return (url) => {
    const segment = firstPathSegment(url);
    return segment ? (titles.get(`/${segment}/`) ?? "") : "";
  };
}

/**
 * Every name a page answers to besides its title's words: the title's parts and acronym, its
 * front matter's `keywords` and the npm package it documents (`mini-css-extract-plugin`).
 */
function pageNames(title: string, keywords: readonly string[], packageName: string | undefined): string {
  return [title, splitCamelCase(title), acronymOf(title), packageName ?? "", ...keywords].join(" ").trim();
}

interface Section {
  page: number;
  anchor: string;
  heading: string;
  title: string;
  /** The section's description (a page's first section: the page's front matter description). */
  about: string;
  /** How often each body word occurs in the section. */
  frequencies: Map<string, number>;
  /** Links from other pages to the section, under any of its anchors. */
  inboundLinks: number;
}

function addText(section: Section, text: string): void {
  for (const term of termsOf(text)) section.frequencies.set(term, (section.frequencies.get(term) ?? 0) + 1);
}

/**
 * For each body word, the sections it stays in: all of them when few sections use it, otherwise
 * the `limit` sections that use it most often (the earlier section on a tie).
 */
function keptSections(sections: readonly Section[], limit: number): Map<string, Set<number>> {
  const uses = new Map<string, [section: number, frequency: number][]>();
  sections.forEach(({ frequencies }, position) => {
    for (const [term, frequency] of frequencies) {
      const list = uses.get(term);
      if (list) list.push([position, frequency]);
      else uses.set(term, [[position, frequency]]);
    }
  });
  const kept = new Map<string, Set<number>>();
  for (const [term, list] of uses) {
    const chosen = list.length <= limit ? list : [...list].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, limit);
    kept.set(term, new Set(chosen.map(([position]) => position)));
  }
  return kept;
}

/**
 * One search document per heading of every page; a page's first one carries its title, names and
 * description. A page that repeats a heading (its hand-written `output.publicPath`, then the same
 * heading in the generated schema reference) gets one document for it, at the first anchor, with
 * the words of both: a reader looking for the option wants one result, not two that look the same.
 */
export function buildSearchIndex(index: ContentIndex, options: BuildSearchIndexOptions): EncodedSearchIndex {
  const sectionOf = sectionTitles(index);
  const linksTo = inboundLinks(index);
  const linkCount = (url: string, anchor: string) => linksTo.get(linkTarget(url, anchor)) ?? 0;
  const pages: EncodedPage[] = [];
  const sections: Section[] = [];
  for (const { node, parsed } of index.files) {
    const { keywords = [], package: packageName } = parsed.frontMatter;
    const page =
      pages.push(
        keywords.length > 0
          ? [node.url, node.title, sectionOf(node.url), keywords]
          : [node.url, node.title, sectionOf(node.url)],
      ) - 1;
    const [first] = parsed.sections;
    const intro = first?.id === "" ? first : { id: "", heading: "", text: "" };
    const rest = first?.id === "" ? parsed.sections.slice(1) : parsed.sections;
    const introSection: Section = {
      page,
      anchor: "",
      heading: "",
      title: pageNames(node.title, keywords, packageName),
      about: node.description ?? "",
      frequencies: new Map(),
      inboundLinks: linkCount(node.url, ""),
    };
    addText(introSection, intro.text);
    sections.push(introSection);
    const byHeading = new Map<string, Section>();
    for (const { id, heading, text } of rest) {
      let section = byHeading.get(heading);
      if (!section) {
        section = { page, anchor: id, heading, title: "", about: "", frequencies: new Map(), inboundLinks: 0 };
        byHeading.set(heading, section);
        sections.push(section);
      }
      addText(section, text);
      section.inboundLinks += linkCount(node.url, id);
    }
  }

  const kept = keptSections(sections, options.maxSectionsPerTerm);
  const miniSearch = new MiniSearch<IndexedDocument>(MINISEARCH_OPTIONS);
  miniSearch.addAll(
    sections.map((section, id) => ({
      id,
      title: section.title,
      about: section.about,
      heading: section.heading,
      text: [...section.frequencies]
        .filter(([term]) => kept.get(term)?.has(id))
        .flatMap(([term, frequency]) => Array<string>(Math.min(frequency, MAX_COUNTED_FREQUENCY)).fill(term))
        .join(" "),
    })),
  );
  const documents = sections.map(({ page, anchor, heading, inboundLinks }): EncodedDocument =>
    inboundLinks > 0 ? [page, anchor, heading, inboundLinks] : [page, anchor, heading],
  );
  return encodeSearchIndex(miniSearch, pages, documents, options.synonyms ?? []);
}
