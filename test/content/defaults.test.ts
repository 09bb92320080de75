import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { inspect } from "node:util";
import vm from "node:vm";
import { defaultsFor, topLevelOptions } from "./computedDefaults.ts";
import { codeLineNumbers, readPageLines, sectionOptionPaths } from "./pageLines.ts";

/**
 * How a page states a default, so that a machine can check it against webpack:
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
const LEADING_LITERAL = /^`([^`]+)`/;
const MODE_QUALIFIED = /`([^`]+)`\s+in\s+(?:mode\s+)?`?"?(production|development)\b(?![^,;.]*\b(?:when|with|if)\b)/g;
const CONDITIONAL = /^`[^`]+`\s+(?:when|with|for|if|in|on)\b/;
const OTHERWISE_AFTER_MODE = /\bin\s+production\b[^;]*?,\s*`([^`]+)`\s+otherwise\b/;
const LITERAL = /`([^`]+)`/g;
/** `"..."` in an array stands for webpack's own defaults, which webpack puts in its place. */
const EXTENDS_DEFAULTS = /["']\.\.\.["']/;
const NAMES_MODE = /\b(?:mode|production|development)\b/i;
const NAMES_NODE = /\bNode\.js\b/;

const UNPARSED = Symbol("unparsed");

/** `<config name>`: a placeholder in a pattern the page describes, not a value. */
const PLACEHOLDER = /<[^>]+>/;

/** A literal as the page writes it (`true`, `"[name].js"`, `[".js", ".json"]`, `Infinity`), or UNPARSED for words. */
function parseLiteral(text: string): unknown {
  if (PLACEHOLDER.test(text)) return UNPARSED;
  try {
    return vm.runInNewContext(`(${text})`, Object.create(null), { timeout: 50 }) as unknown;
  } catch {
    return UNPARSED;
  }
}

const comparable = (value: unknown) => typeof value !== "function" && !(value instanceof RegExp);
const plainObject = (value: unknown) => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Compares by structure, since a literal comes from another realm (its arrays have other
 * prototypes); an object stated names only some of the properties webpack sets.
 */
function sameValue(stated: unknown, actual: unknown): boolean {
  if (Array.isArray(stated) && Array.isArray(actual)) {
    return stated.length === actual.length && stated.every((item, index) => sameValue(item, actual[index]));
  }
  if (plainObject(stated) && plainObject(actual)) {
    return Object.entries(stated as object).every(([key, value]) =>
      sameValue(value, (actual as Record<string, unknown>)[key]),
    );
  }
  return Object.is(stated, actual);
}

const show = (value: unknown) => inspect(value, { breakLength: Infinity, depth: 4 });

interface Finding {
  checked: boolean;
  /** Webpack's defaults leave the option unset; the stated value is the reading code's. */
  unset?: boolean;
  problem?: string;
}

function checkDefault(statement: string, option: string): Finding {
  const values = defaultsFor(option).map(({ circumstances: { mode, stripsTypes }, value }) => ({
    mode,
    stripsTypes,
    value,
  }));
  const leading = LEADING_LITERAL.exec(statement)?.[1];
  if (leading !== undefined && EXTENDS_DEFAULTS.test(leading)) return { checked: false };
  const stated = leading === undefined ? UNPARSED : parseLiteral(leading);
  const alternatives = CONDITIONAL.test(statement)
    ? [...statement.matchAll(LITERAL)]
        .map(([, literal]) => parseLiteral(literal as string))
        .filter((value) => value !== UNPARSED)
    : [stated];
  if (values.length === 0 || stated === UNPARSED || !comparable(stated)) return { checked: false };
  if (values.every(({ value }) => value === undefined) && stated !== undefined) return { checked: false, unset: true };
  if (values.some(({ value }) => !comparable(value) || (plainObject(value) && !plainObject(stated)))) {
    return { checked: false };
  }
  // An object stated as `{}` is the empty starting point its page explains; its properties have their own lines.
  if (plainObject(stated) && Object.keys(stated as object).length === 0) return { checked: false };
  const differsBy = (key: "mode" | "stripsTypes") =>
    values.some((a) =>
      values.some(
        (b) =>
          a[key] !== b[key] &&
          !sameValue(a.value, b.value) &&
          a[key === "mode" ? "stripsTypes" : "mode"] === b[key === "mode" ? "stripsTypes" : "mode"],
      ),
    );
  const problems: string[] = [];
  const perMode = new Map(
    [...statement.matchAll(MODE_QUALIFIED)].map(([, literal, mode]) => [mode, parseLiteral(literal as string)]),
  );
  // "`A` in production, `B` otherwise": B is the development value.
  const otherwise = OTHERWISE_AFTER_MODE.exec(statement)?.[1];
  if (perMode.size === 1 && perMode.has("production") && otherwise !== undefined) {
    perMode.set("development", parseLiteral(otherwise));
  }
  for (const [mode, literal] of perMode) if (literal === UNPARSED) perMode.delete(mode);
  for (const [mode, literal] of perMode) {
    const actual = values.find((circumstances) => circumstances.mode === mode && !circumstances.stripsTypes);
    if (actual && !sameValue(literal, actual.value))
      problems.push(`in ${mode} webpack sets ${show(actual.value)}, not ${show(literal)}`);
  }
  if (differsBy("mode") && !NAMES_MODE.test(statement)) {
    const byMode = values.filter(({ stripsTypes }) => !stripsTypes).map(({ mode, value }) => `${mode} ${show(value)}`);
    problems.push(`depends on the mode (${byMode.join(", ")}) but does not say so`);
  }
  if (differsBy("stripsTypes") && !NAMES_NODE.test(statement)) {
    const byNode = values
      .filter(({ mode }) => mode === "production")
      .map(
        ({ stripsTypes, value }) => `${stripsTypes ? "with" : "without"} module.stripTypeScriptTypes ${show(value)}`,
      );
    problems.push(`depends on the Node.js version (${byNode.join(", ")}) but does not say so`);
  }
  const resolvedAuto = stated === "auto" && values.every(({ value }) => typeof value === "boolean" || value === "auto");
  // A mode the line gives a value for is checked above; an unset value is what the line's words describe.
  const stray = values.filter(
    ({ mode, value }) =>
      !perMode.has(mode) && value !== undefined && !alternatives.some((alternative) => sameValue(alternative, value)),
  );
  if (CONDITIONAL.test(statement) && stray.length > 0) {
    problems.push(`states ${alternatives.map(show).join(", ")}, webpack sets ${show(stray[0]?.value)}`);
  } else if (
    !CONDITIONAL.test(statement) &&
    perMode.size === 0 &&
    !resolvedAuto &&
    !values.some(({ value }) => sameValue(stated, value))
  ) {
    problems.push(
      `says ${show(stated)}, webpack sets ${[...new Set(values.map(({ value }) => show(value)))].join(" or ")}`,
    );
  }
  return { checked: true, problem: problems.length > 0 ? problems.join("; ") : undefined };
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

interface Statement {
  line: number;
  option: string;
  text: string;
  /** A table cell: one of its values must be one webpack sets in some mode. */
  inTable: boolean;
}

/** Every default a page states for an option it names: in a `Default:` item, a paragraph or a table. */
function statedDefaults(file: string, lines: readonly string[], topLevel: ReadonlySet<string>): Statement[] {
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

/**
 * A default in a table cell, which may follow a convention its table explains (development values
 * in parentheses): the value stated first (or, for a conditional cell, one of those it states) must
 * be one webpack sets in one of the modes.
 */
function checkTableDefault(text: string, option: string): Finding {
  const leading = LEADING_LITERAL.exec(text)?.[1];
  const stated = leading === undefined || EXTENDS_DEFAULTS.test(leading) ? UNPARSED : parseLiteral(leading);
  const values = defaultsFor(option);
  if (values.length === 0 || stated === UNPARSED || !comparable(stated)) return { checked: false };
  if (values.every(({ value }) => value === undefined) && stated !== undefined) return { checked: false, unset: true };
  if (values.some(({ value }) => !comparable(value) || (plainObject(value) && !plainObject(stated)))) {
    return { checked: false };
  }
  const resolvedAuto = stated === "auto" && values.every(({ value }) => typeof value === "boolean" || value === "auto");
  // "`A` with <a condition>, otherwise `B`": any value the cell states may be the one webpack sets.
  const alternatives = CONDITIONAL.test(text)
    ? [...text.matchAll(LITERAL)].map(([, literal]) => parseLiteral(literal as string))
    : [stated];
  const matches = values.some(({ value }) => alternatives.some((alternative) => sameValue(alternative, value)));
  if (resolvedAuto || matches) return { checked: true };
  const set = [...new Set(values.map(({ value }) => show(value)))].join(" or ");
  return { checked: true, problem: `says ${show(stated)}, webpack sets ${set}` };
}

describe("stated defaults", () => {
  it("agree with the defaults webpack applies, or say what they depend on", () => {
    const topLevel = topLevelOptions();
    const failures: string[] = [];
    let checked = 0;
    let inWords = 0;
    let unset = 0;
    for (const page of readPageLines()) {
      for (const { line, option, text, inTable } of statedDefaults(page.file, page.lines, topLevel)) {
        const finding = inTable ? checkTableDefault(text, option) : checkDefault(text, option);
        if (finding.checked) checked += 1;
        else if (finding.unset) unset += 1;
        else inWords += 1;
        if (finding.problem) failures.push(`content/${page.file}:${line}: \`${option}\` ${finding.problem}`);
      }
    }
    console.log(
      `stated defaults: ${checked} compared with webpack's, ${unset} left unset by webpack, ${inWords} in words, ${failures.length} wrong`,
    );
    assert.ok(checked > 0);
    for (const failure of failures) console.log(failure);
    assert.deepEqual(failures, []);
  });

  it("are the same wherever an option's default is stated twice", () => {
    const topLevel = topLevelOptions();
    const byOption = new Map<string, { where: string; value: unknown }[]>();
    for (const page of readPageLines()) {
      for (const { line, option, text } of statedDefaults(page.file, page.lines, topLevel)) {
        const leading = LEADING_LITERAL.exec(text)?.[1];
        const value = leading === undefined || CONDITIONAL.test(text) ? UNPARSED : parseLiteral(leading);
        if (value === UNPARSED || !comparable(value)) continue;
        byOption.set(option, [...(byOption.get(option) ?? []), { where: `content/${page.file}:${line}`, value }]);
      }
    }
    const failures: string[] = [];
    let repeated = 0;
    for (const [option, statements] of byOption) {
      const [first, ...others] = statements;
      if (!first || others.length === 0) continue;
      repeated += 1;
      for (const other of others.filter(
        ({ value }) => !sameValue(value, first.value) && !sameValue(first.value, value),
      )) {
        failures.push(
          `${other.where}: \`${option}\` defaults to ${show(other.value)}, but ${first.where} says ${show(first.value)}`,
        );
      }
    }
    console.log(`defaults stated more than once: ${repeated} options, ${failures.length} contradictions`);
    for (const failure of failures) console.log(failure);
    assert.deepEqual(failures, []);
  });
});
