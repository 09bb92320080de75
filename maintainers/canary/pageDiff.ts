import { createTwoFilesPatch, FILE_HEADERS_ONLY } from "diff";

/** How many lines of the first differing page's diff the report prints; both outputs are kept whole. */
export const PAGE_DIFF_LINES = 20;
/** A line is cut after this many characters: an inline script or a long paragraph is one line. */
export const PAGE_DIFF_LINE_LENGTH = 160;
const CONTEXT_LINES = 1;

/**
 * A prerendered page is minified HTML, most of it on one line, where a line diff would print the
 * whole page twice. A line break before every tag puts each tag and the text after it on a line of
 * its own, so a changed attribute (a hashed script name) or text shows alone. Inserting it loses
 * nothing: two pages that differ in any byte still differ line by line.
 */
const tagPerLine = (html: string) => html.replace(/(?!^)</g, "\n<");

const cut = (line: string) =>
  line.length > PAGE_DIFF_LINE_LENGTH ? `${line.slice(0, PAGE_DIFF_LINE_LENGTH - 1)}…` : line;

/**
 * A unified diff of one page in the two outputs, a tag per line, at most PAGE_DIFF_LINES lines
 * (the last says how many more there are). A page that only one build wrote is `undefined` in the
 * other: the diff then adds or removes it whole.
 */
export function diffPage(page: string, pinnedHtml: string | undefined, candidateHtml: string | undefined): string[] {
  const patch = createTwoFilesPatch(
    pinnedHtml === undefined ? "/dev/null" : `pinned/${page}`,
    candidateHtml === undefined ? "/dev/null" : `candidate/${page}`,
    tagPerLine(pinnedHtml ?? ""),
    tagPerLine(candidateHtml ?? ""),
    undefined,
    undefined,
    { context: CONTEXT_LINES, headerOptions: FILE_HEADERS_ONLY },
  );
  const lines = patch.trimEnd().split("\n").map(cut);
  if (lines.length <= PAGE_DIFF_LINES) return lines;
  const shown = lines.slice(0, PAGE_DIFF_LINES - 1);
  return [...shown, `… ${lines.length - shown.length} more lines`];
}
