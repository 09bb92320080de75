import { isScalar, isSeq, LineCounter, parseDocument, type Node } from "yaml";
import { processTerm } from "../../common/searchIndexFormat.ts";

export interface SynonymProblem {
  line: number;
  message: string;
}

export interface SynonymTable {
  groups: string[][];
  problems: SynonymProblem[];
}

const splitWords = (phrase: string) => phrase.split(/[\s\p{P}]+/u).filter(Boolean);

/**
 * Reads the synonym table: a YAML list of groups, each a list of at least two phrases that mean
 * one thing (`- [source map, devtool]`). Every mistake is reported with its line, and the groups
 * without one are kept.
 */
export function readSynonymTable(source: string): SynonymTable {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter, prettyErrors: false });
  const lineOf = (node: Node | null | undefined) => (node?.range ? lineCounter.linePos(node.range[0]).line : 1);
  const [error] = document.errors;
  if (error)
    return {
      groups: [],
      problems: [{ line: lineCounter.linePos(error.pos[0]).line, message: error.message.split("\n")[0] ?? "" }],
    };
  const root = document.contents;
  if (root === null) return { groups: [], problems: [] };
  if (!isSeq(root))
    return { groups: [], problems: [{ line: lineOf(root), message: "expected a list of synonym groups" }] };

  const groups: string[][] = [];
  const problems: SynonymProblem[] = [];
  for (const item of root.items) {
    const node = item as Node;
    if (!isSeq(node) || node.items.length < 2) {
      problems.push({
        line: lineOf(node),
        message: "a group is a list of at least two phrases, such as [source map, devtool]",
      });
      continue;
    }
    const phrases: string[] = [];
    for (const phrase of node.items as Node[]) {
      const text = isScalar(phrase) && typeof phrase.value === "string" ? phrase.value.trim() : "";
      if (!text) problems.push({ line: lineOf(phrase), message: "a phrase must be non-empty text" });
      else if (!splitWords(text).some((word) => processTerm(word) !== null)) {
        problems.push({
          line: lineOf(phrase),
          message: `"${text}" has only words search ignores (stop words, numbers)`,
        });
      } else phrases.push(text);
    }
    if (phrases.length === node.items.length) groups.push(phrases);
  }
  return { groups, problems };
}
