import type { Blockquote, Code, RootContent } from "mdast";
import { toString } from "mdast-util-to-string";
import type { Nodes } from "mdast";
import { visit } from "unist-util-visit";
import type { ContentPage } from "./readContent.ts";

/** An entry of the error index: a `##` heading, the message quoted under it, and its reproduction's fences. */
export interface ErrorEntry {
  heading: string;
  line: number;
  /** The messages as the entry quotes them (most quote one), `<placeholders>` for the parts that change. */
  templates: string[];
  /** Raw HTML inside the quote, which the page would not show: `<request>` written without `\`. */
  rawHtml: boolean;
}

const PLACEHOLDER = /<[^<>\n]+>/;
/** Words of a quoted message long enough to say it is this message and no other. */
const DISTINCTIVE_LENGTH = 15;
/** How webpack-cli starts the messages it prints itself; a build's own messages do not have it. */
const CLI_PREFIX = "[webpack-cli] ✖ ";

function hasRawHtml(quote: Blockquote): boolean {
  let found = false;
  visit(quote, "html", () => {
    found = true;
  });
  return found;
}

/** A quote's text as webpack prints it: inline code keeps its backticks, which messages use too. */
function quotedText(node: Nodes): string {
  if (node.type === "inlineCode") return `\`${node.value}\``;
  if (node.type === "break") return "\n";
  if ("value" in node) return node.value;
  if ("children" in node)
    return node.children.map((child) => quotedText(child)).join(node.type === "blockquote" ? "\n" : "");
  return "";
}

/** The error index's entries of a page, by the fences that belong to each. */
export function errorEntries(page: ContentPage): Map<Code, ErrorEntry> {
  const entries = new Map<Code, ErrorEntry>();
  let current: ErrorEntry | undefined;
  const walk = (node: RootContent) => {
    if (node.type === "heading" && node.depth === 2) {
      current = { heading: toString(node), line: node.position?.start.line ?? 0, templates: [], rawHtml: false };
    } else if (node.type === "blockquote" && current) {
      current.templates.push(quotedText(node));
      current.rawHtml ||= hasRawHtml(node);
    } else if (node.type === "code" && current) {
      entries.set(node, current);
    }
  };
  page.tree.children.forEach(walk);
  return entries;
}

/** The runs of words of a quoted message between its placeholders that are long enough to be its own. */
function distinctiveRuns(template: string): string[] {
  return template
    .split(PLACEHOLDER)
    .flatMap((run) => run.split("\n"))
    .map((run) => run.replace(CLI_PREFIX, "").trim())
    .filter((run) => run.length >= DISTINCTIVE_LENGTH);
}

/**
 * The pieces of text in words found in emitted code, without the code that joins them:
 * `'Loading chunk ' + chunkId + ' failed.'` gives "Loading chunk" and "failed.".
 */
function literalFragments(words: string): string[] {
  return words
    .split(/['"`]\s*\+[^+]*\+\s*['"`]/)
    .map((fragment) => fragment.replace(/^['"`]|['"`]$/g, "").trim())
    .filter((fragment) => fragment.length >= 8);
}

/**
 * What is wrong with an entry's quotes against what its reproduction printed: one of the quotes'
 * longest runs of words between placeholders must be in one of the build's messages, word for word;
 * for a message the bundle's runtime prints in the browser, the words the build found in the
 * emitted JavaScript (its `expect-content`) must be in a quote. A message of webpack-cli's own,
 * which a build does not print, is checked only when the build printed something.
 */
export function entryProblems(
  entry: ErrorEntry,
  messages: readonly string[],
  emittedWords: readonly string[],
): string[] {
  if (entry.rawHtml) return [`the quoted message has raw HTML, which the page drops: write \\<placeholder>`];
  if (entry.templates.length === 0) return ["the entry quotes no message (a > line under its heading)"];
  if (messages.length === 0 && entry.templates.every((template) => template.startsWith(CLI_PREFIX))) return [];
  const runs = entry.templates.flatMap(distinctiveRuns);
  if (runs.length === 0 || runs.some((run) => messages.some((message) => message.includes(run)))) return [];
  const quoted = [entry.heading, ...entry.templates].join("\n");
  if (emittedWords.flatMap(literalFragments).some((fragment) => quoted.includes(fragment))) return [];
  return [`no message of the reproduction has the quoted words "${runs[0]}"`];
}
