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
  // A rule for `?raw` or `#sprite` imports only: a fixture imported plainly is not what it is for.
  if (rule.resourceQuery !== undefined || rule.resourceFragment !== undefined) return false;
  return (
    (resource === undefined || conditionMatches(resource, file)) &&
    (rule.include === undefined || conditionMatches(rule.include, file)) &&
    (rule.exclude === undefined || !conditionMatches(rule.exclude, file))
  );
}

/** Whether a rule or one of its nested rules applies to the file; a rule with no condition does not count. */
function ruleSetApplies(rules: unknown, file: string): boolean {
  if (!Array.isArray(rules)) return false;
  return rules.some((candidate) => {
    if (typeof candidate !== "object" || candidate === null) return false;
    const rule = candidate as RuleLike;
    const conditioned = rule.test !== undefined || rule.resource !== undefined || rule.include !== undefined;
    if (!ruleMatches(rule, file)) return false;
    if (conditioned) return true;
    return ruleSetApplies(rule.rules, file) || ruleSetApplies(rule.oneOf, file);
  });
}

/**
 * The fixture files (by name) that a configuration's module rules apply to when they sit in
 * `directory`: importing them makes the build run each rule, so a rule that cannot work fails.
 */
export function fixturesForRules(rules: unknown, directory: string): string[] {
  return fixtureNames.filter((name) => ruleSetApplies(rules, path.join(directory, name)));
}
