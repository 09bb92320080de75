import { readdirSync } from "node:fs";
import path from "node:path";
import { rootDirectory } from "../../paths.ts";

/** One small file of each kind a sample's rules may handle: `sample.css`, `sample.png`, `sample.wasm`… */
export const fixtureDirectory = path.join(rootDirectory, "test/fixtures/samples");
const fixtureNames = readdirSync(fixtureDirectory).sort();

type Condition = unknown;

interface RuleLike {
  test?: Condition;
  resourceQuery?: Condition;
  resourceFragment?: Condition;
  resource?: Condition;
  include?: Condition;
  exclude?: Condition;
  rules?: unknown;
  oneOf?: unknown;
}

/**
 * Whether a rule condition matches a file, for the forms samples use: a RegExp, a string (a path
 * prefix), a function, an array (any of them) or `{ and, or, not }`.
 */
function conditionMatches(condition: Condition, file: string): boolean {
  if (condition instanceof RegExp) return condition.test(file);
  if (typeof condition === "string") return file.startsWith(condition);
  if (typeof condition === "function") return Boolean((condition as (value: string) => unknown)(file));
  if (Array.isArray(condition)) return condition.some((item) => conditionMatches(item, file));
  if (typeof condition === "object" && condition !== null) {
    const { and, or, not } = condition as { and?: Condition[]; or?: Condition[]; not?: Condition };
    // Other objects (`{ glob }`, a description field) are forms a fixture cannot stand for.
    if (and === undefined && or === undefined && not === undefined) return false;
    return (
      (and === undefined || and.every((item) => conditionMatches(item, file))) &&
      (or === undefined || or.some((item) => conditionMatches(item, file))) &&
      (not === undefined || !conditionMatches(not, file))
    );
  }
  return false;
}

function ruleMatches(rule: RuleLike, file: string): boolean {
  const resource = rule.test ?? rule.resource;
  return (
    (resource === undefined || conditionMatches(resource, file)) &&
    (rule.include === undefined || conditionMatches(rule.include, file)) &&
    (rule.exclude === undefined || !conditionMatches(rule.exclude, file))
  );
}

/** A word a query or fragment condition asks for, when it is one: `/inline/`, `/^\?raw$/`, `/#sprite/`. */
const CONDITION_WORD = /^\^?(?:\\?[?#])?([\w-]+)\$?$/;

/**
 * What an import must add to a fixture's name for a rule's `resourceQuery` or `resourceFragment`
 * (`?inline`, `#sprite`): "" when the rule has neither, undefined when no plain word satisfies it.
 */
function requestSuffix(rule: RuleLike): string | undefined {
  let suffix = "";
  for (const [condition, mark] of [
    [rule.resourceQuery, "?"],
    [rule.resourceFragment, "#"],
  ] as const) {
    if (condition === undefined) continue;
    const word = condition instanceof RegExp ? CONDITION_WORD.exec(condition.source)?.[1] : undefined;
    if (word === undefined) return undefined;
    suffix += `${mark}${word}`;
  }
  return suffix;
}

/**
 * The requests of a file that rules apply to: the file's name with the query or fragment each rule
 * asks for (`sample.css`, `sample.css?inline`). A rule with nested rules counts through them.
 */
function requestsOfRules(rules: unknown, file: string, name: string, inRule = false): string[] {
  if (!Array.isArray(rules)) return [];
  return rules.flatMap((candidate) => {
    if (typeof candidate !== "object" || candidate === null) return [];
    const rule = candidate as RuleLike;
    if (!ruleMatches(rule, file)) return [];
    const suffix = requestSuffix(rule);
    if (suffix === undefined) return [];
    const conditioned = rule.test !== undefined || rule.resource !== undefined || rule.include !== undefined;
    const nested = [...requestsOfRules(rule.rules, file, name, true), ...requestsOfRules(rule.oneOf, file, name, true)];
    if (nested.length > 0) return nested.map((request) => request.replace(name, name + suffix));
    // A rule without conditions applies to every file: it counts inside a rule that has some.
    return (conditioned || inRule) && rule.rules === undefined && rule.oneOf === undefined ? [name + suffix] : [];
  });
}

/**
 * The fixture requests (`sample.css`, `sample.css?inline`) that a configuration's module rules
 * apply to when the fixtures sit in `directory`: importing them makes the build run each rule, so
 * a rule that cannot work fails.
 */
export function fixturesForRules(rules: unknown, directory: string): string[] {
  return [...new Set(fixtureNames.flatMap((name) => requestsOfRules(rules, path.join(directory, name), name)))];
}
