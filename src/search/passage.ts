import { processTerm } from "../../common/searchIndexFormat.ts";

/** About two lines of a result: enough to see why it matches, short enough for twelve results. */
const PASSAGE_LENGTH = 160;
/** Words shown before the first matched one, so the passage does not start mid-thought. */
const CONTEXT_BEFORE = 40;

const FENCE = /^\s*(```|~~~)/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;

/** Markdown inline syntax and block markers out, the words in. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/`+/g, "")
    .replace(/(\*\*|__|\*|~~)(?=\S)|(?<=\S)(\*\*|__|\*|~~)/g, "")
    .replace(/^\s*(?:>\s*)+|^\s*(?:[-*+]|\d+\.)\s+/gm, "")
    .replace(/\|/g, " ")
    .replace(/^\s*:?-{3,}:?(?:\s+:?-{3,}:?)*\s*$/gm, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The prose of one section of a page's Markdown twin (`# Title`, `> description`, then the page):
 * under the heading whose text is `heading`, before the page's first `##` heading when `heading`
 * is `""`, or all of it when `heading` is undefined. Code blocks are left out, as the search index
 * leaves them out.
 */
export function sectionProse(markdown: string, heading?: string): string {
  const lines: string[] = [];
  let inFence = false;
  let inSection = heading === "" || heading === undefined;
  for (const line of markdown.split("\n")) {
    if (FENCE.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    const match = HEADING.exec(line);
    if (match) {
      const level = match[1]?.length ?? 1;
      if (level === 1 || heading === undefined) continue;
      if (inSection && lines.length > 0) break;
      inSection = heading !== "" && plainText(match[2] ?? "") === heading;
      continue;
    }
    if (inSection) lines.push(line);
  }
  return plainText(lines.join("\n"));
}

/** Where the first word of `text` that is one of `terms` (index words) starts; -1 when none is. */
function firstMatch(text: string, terms: readonly string[]): number {
  const wanted = new Set(terms);
  for (const word of text.matchAll(/[\p{L}\p{N}_$]+/gu)) {
    if (wanted.has(processTerm(word[0]) ?? "")) return word.index;
  }
  return -1;
}

/**
 * The passage a result shows: from its section around the first matched word; when the section
 * has none (a page found by its title or keywords), from the first place on the page that has
 * one; else the section's start.
 */
export function passageOf(markdown: string, heading: string, terms: readonly string[]): string {
  const section = sectionProse(markdown, heading);
  if (firstMatch(section, terms) >= 0) return passageAround(section, terms);
  const page = sectionProse(markdown);
  return firstMatch(page, terms) >= 0 ? passageAround(page, terms) : passageAround(section, terms);
}

/**
 * A passage of `text` around its first word that is one of `terms` (index words), cut at word
 * boundaries with "…" where it was cut; the start of the text when no word matches.
 */
export function passageAround(text: string, terms: readonly string[], length = PASSAGE_LENGTH): string {
  const matchAt = firstMatch(text, terms);
  let start = matchAt > CONTEXT_BEFORE ? text.lastIndexOf(" ", matchAt - CONTEXT_BEFORE) + 1 : 0;
  if (start < 0) start = 0;
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}
