import vm from "node:vm";
import { codeLineNumbers, sectionOptionPaths } from "./pageLines.ts";

/**
 * How a page states a default, so that defaults.test.ts can check it against webpack:
 *
 * - `**Default:** \`VALUE\`` — VALUE is what webpack sets in every mode, on every Node.js.
 * - `**Default:** \`A\` in production, \`B\` in development` — one value per mode; a value
 *   followed by "in production" or "in development" is checked in that mode.
 * - A default that changes with the mode must say "mode", "production" or "development"; one that
 *   changes with Node.js (the TypeScript defaults) must say "Node.js" on its line.
 * - `**Default:** \`A\` when (with, for, if, on) <a condition>, otherwise \`B\`` — conditional: what
 *   webpack sets without configuration must be one of the values the line states.
 * - `\`"auto"\`` is right for an option whose "auto" webpack resolves to `true` or `false` itself.
 * - A default given in words (`derived from \`target\``) is not compared; it names what it
 *   depends on. So is one webpack leaves unset (undefined in its options) because the code that
 *   reads the option decides; the count of those is printed.
 */
const DEFAULT_LINE = /^\s*[-*]\s+(?:\*\*Default:\*\*|Default:)\s*(.*)$/;
export const LEADING_LITERAL = /^`([^`]+)`/;
export const UNPARSED = Symbol("unparsed");

/** `<config name>`: a placeholder in a pattern the page describes, not a value. */
const PLACEHOLDER = /<[^>]+>/;

/** A literal as the page writes it (`true`, `"[name].js"`, `[".js", ".json"]`, `Infinity`), or UNPARSED for words. */
export function parseLiteral(text: string): unknown {
  if (PLACEHOLDER.test(text)) return UNPARSED;
  try {
    return vm.runInNewContext(`(${text})`, Object.create(null), { timeout: 50 }) as unknown;
  } catch {
    return UNPARSED;
  }
}

/**
 * Pages whose option headings name options relative to a parent (`### \`minSize\`` on the
 * SplitChunksPlugin page is `optimization.splitChunks.minSize`).
 */
const RELATIVE_OPTION_PAGES: Record<string, string> = {
  "plugins/split-chunks-plugin.md": "optimization.splitChunks",
};
/** "Default `0` in production, …" inside a paragraph, as plugin pages state it. */
const INLINE_DEFAULT = /(?:^|\.\s+|\s)Default:?\s+(`.*)$/;
const TABLE_ROW = /^\s*\|(.*)\|\s*$/;
const TABLE_RULE = /^\s*\|(?:\s*:?-+:?\s*\|)+\s*$/;

const tableCells = (row: string) =>
  (TABLE_ROW.exec(row)?.[1] ?? "").split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, "|"));

export interface Statement {
  line: number;
  option: string;
  text: string;
  /** A table cell: one of its values must be one webpack sets in some mode. */
  inTable: boolean;
}

/** Every default a page states for an option it names: in a `Default:` item, a paragraph or a table. */
export function statedDefaults(file: string, lines: readonly string[], topLevel: ReadonlySet<string>): Statement[] {
  const sections = sectionOptionPaths(lines);
  const code = codeLineNumbers(lines);
  const prefix = RELATIVE_OPTION_PAGES[file];
  // Outside the configuration pages, an option named `mode` or `module` is a loader's or a plugin's.
  if (!file.startsWith("configuration/") && prefix === undefined) return [];
  const qualify = (name: string | undefined, section?: string) => {
    if (!name) return undefined;
    if (prefix) return `${prefix}.${name}`;
    if (topLevel.has(name.split(/[.[]/)[0] as string)) return name;
    return section && `${section}.${name}`;
  };
  const statements: Statement[] = [];
  let defaultColumn = -1;
  lines.forEach((line, index) => {
    if (code.has(index + 1)) return;
    const option = qualify(sections[index]);
    const listed = DEFAULT_LINE.exec(line)?.[1];
    const inline = listed === undefined && !TABLE_ROW.test(line) ? INLINE_DEFAULT.exec(line)?.[1] : undefined;
    const text = listed ?? inline;
    if (text !== undefined && option) statements.push({ line: index + 1, option, text, inTable: false });
    if (!TABLE_ROW.test(line)) {
      defaultColumn = -1;
      return;
    }
    if (TABLE_RULE.test(line)) return;
    const cells = tableCells(line);
    const header = cells.findIndex((cell) => /^\**Default\**$/.test(cell));
    if (defaultColumn === -1 && header !== -1 && TABLE_RULE.test(lines[index + 1] ?? "")) {
      defaultColumn = header;
      return;
    }
    const name = /^\[?`([\w$.]+)`/.exec(cells[0] ?? "")?.[1];
    const rowOption = qualify(name, sections[index]);
    const cell = cells[defaultColumn];
    if (defaultColumn !== -1 && rowOption && cell) {
      statements.push({ line: index + 1, option: rowOption, text: cell, inTable: true });
    }
  });
  return statements;
}
