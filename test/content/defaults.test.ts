import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { inspect } from "node:util";
import { defaultsFor, topLevelOptions } from "./computedDefaults.ts";
import { readPageLines } from "./pageLines.ts";
import { LEADING_LITERAL, parseLiteral, statedDefaults, UNPARSED } from "./statedDefaults.ts";

const MODE_QUALIFIED = /`([^`]+)`\s+in\s+(?:mode\s+)?`?"?(production|development)\b(?![^,;.]*\b(?:when|with|if)\b)/g;
const CONDITIONAL = /^`[^`]+`\s+(?:when|with|for|if|in|on)\b/;
const OTHERWISE_AFTER_MODE = /\bin\s+production\b[^;]*?,\s*`([^`]+)`\s+otherwise\b/;
const LITERAL = /`([^`]+)`/g;
/** `"..."` in an array stands for webpack's own defaults, which webpack puts in its place. */
const EXTENDS_DEFAULTS = /["']\.\.\.["']/;
const NAMES_MODE = /\b(?:mode|production|development)\b/i;
const NAMES_NODE = /\bNode\.js\b/;

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
