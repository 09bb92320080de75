import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { isDeepStrictEqual } from "node:util";
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

const plainData = (value: unknown) => JSON.parse(JSON.stringify([value])) as [unknown];
/** Compares with values from another realm (the literal's) by structure; an object stated names only some of its properties. */
function sameValue(stated: unknown, actual: unknown): boolean {
  if (plainObject(stated) && plainObject(actual)) {
    return Object.entries(stated as object).every(([key, value]) =>
      sameValue(value, (actual as Record<string, unknown>)[key]),
    );
  }
  return typeof stated === typeof actual && isDeepStrictEqual(plainData(stated), plainData(actual));
}

const show = (value: unknown) => (value === undefined ? "undefined" : JSON.stringify(value));

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

describe("stated defaults", () => {
  it("agree with the defaults webpack applies, or say what they depend on", () => {
    const topLevel = topLevelOptions();
    const failures: string[] = [];
    let checked = 0;
    let inWords = 0;
    let unset = 0;
    for (const page of readPageLines()) {
      const sections = sectionOptionPaths(page.lines);
      const code = codeLineNumbers(page.lines);
      page.lines.forEach((line, index) => {
        const statement = DEFAULT_LINE.exec(line)?.[1];
        const option = sections[index];
        if (statement === undefined || !option || code.has(index + 1)) return;
        if (!topLevel.has(option.split(/[.[]/)[0] as string)) return;
        const finding = checkDefault(statement, option);
        if (finding.checked) checked += 1;
        else if (finding.unset) unset += 1;
        else inWords += 1;
        if (finding.problem) failures.push(`content/${page.file}:${index + 1}: \`${option}\` ${finding.problem}`);
      });
    }
    console.log(
      `stated defaults: ${checked} compared with webpack's, ${unset} left unset by webpack, ${inWords} in words, ${failures.length} wrong`,
    );
    assert.ok(checked > 0);
    for (const failure of failures) console.log(failure);
    assert.deepEqual(failures, []);
  });
});
