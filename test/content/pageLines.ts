import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { contentDirectory } from "./readContent.ts";

export interface PageLines {
  /** Path from the content folder: `configuration/output.md`. */
  file: string;
  /** The file's lines, front matter included; line N is `lines[N - 1]`. */
  lines: string[];
}

/** Every page under content/ (or one of its folders) as lines, for checks that quote `file:line`. */
export function readPageLines(folder = ""): PageLines[] {
  const directory = path.join(contentDirectory, folder);
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => ({
      file: path.join(folder, file),
      lines: readFileSync(path.join(directory, file), "utf8").split("\n"),
    }));
}

const FENCE = /^\s*(```|~~~)/;

/** The numbers (from 1) of the lines inside fenced code blocks, fences included. */
export function codeLineNumbers(lines: readonly string[]): Set<number> {
  const numbers = new Set<number>();
  let inside = false;
  lines.forEach((line, index) => {
    const fence = FENCE.test(line);
    if (inside || fence) numbers.add(index + 1);
    if (fence) inside = !inside;
  });
  return numbers;
}

const OPTION_HEADING = /^#{2,6}\s+`([\w$]+(?:\.[\w$]+|\["[^"]+"\])*)`\s*$/;

/**
 * For every line, the option path its section documents: the text of the nearest heading above it
 * that is a single code span such as `output.filename`, or undefined under any other heading.
 */
export function sectionOptionPaths(lines: readonly string[]): (string | undefined)[] {
  const code = codeLineNumbers(lines);
  let current: string | undefined;
  return lines.map((line, index) => {
    if (!code.has(index + 1) && /^#{1,6}\s/.test(line)) current = OPTION_HEADING.exec(line)?.[1];
    return current;
  });
}
