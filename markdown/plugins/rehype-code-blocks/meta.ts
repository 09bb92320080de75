export interface CodeMeta {
  title?: string;
  highlightedLines: Set<number>;
  partial: boolean;
  config: boolean;
  /** An output shortened by hand, or not reproduced by the tests: the reader is told. */
  abridged: boolean;
}

const ATTRIBUTE = /(\w+)(?:="([^"]*)")?/g;

function parseLineRanges(ranges: string): Set<number> {
  const lines = new Set<number>();
  for (const range of ranges.split(",")) {
    const [start, end = start] = range.split("-").map((part) => Number.parseInt(part, 10));
    if (start === undefined || Number.isNaN(start) || end === undefined || Number.isNaN(end)) continue;
    for (let line = start; line <= end; line += 1) lines.add(line);
  }
  return lines;
}

/** Reads a code fence's meta string: `title="webpack.config.js" highlight="2,4-6" partial`, `abridged`. */
export function parseCodeMeta(meta: string | undefined | null): CodeMeta {
  const result: CodeMeta = { highlightedLines: new Set(), partial: false, config: false, abridged: false };
  for (const [, key, value] of (meta ?? "").matchAll(ATTRIBUTE)) {
    if (key === "title") result.title = value;
    else if (key === "highlight" && value) result.highlightedLines = parseLineRanges(value);
    else if (key === "partial") result.partial = true;
    else if (key === "config") result.config = true;
    else if (key === "abridged") result.abridged = true;
  }
  return result;
}
