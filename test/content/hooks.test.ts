import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  declaredAliases,
  declaredHooks,
  normalizeType,
  parseHookType,
  tupleElements,
  unionMembers,
} from "./declaredHooks.ts";
import { liveClassName, liveHooks } from "./liveHooks.ts";
import { codeLineNumbers, readPageLines } from "./pageLines.ts";

/** Each hooks page and the class whose `hooks` it documents. */
const HOOK_PAGES: Record<string, string> = {
  "api/compiler-hooks.md": "Compiler",
  "api/compilation-hooks.md": "Compilation",
  "api/normalmodulefactory-hooks.md": "NormalModuleFactory",
  "api/contextmodulefactory-hooks.md": "ContextModuleFactory",
  "api/parser.md": "JavascriptParser",
  "api/resolvers.md": "ResolverFactory",
};

const HOOK_HEADING = /^#{3,4}\s+`([\w$]+)`\s*$/;
const CODE_SPAN = /`([^`]+)`/g;
const RETURNS = /\breturns\s+`([^`]+)`/;
const AVAILABLE_SINCE = /\bsince\s+(5\.\d+(?:\.\d+)?)/i;
/** A type name (`Expression`, `Range[]`) that types.d.ts may write out in full where the page names it. */
const ALIAS = /^[A-Z][\w$]*(?:\[\])?$/;
const aliases = declaredAliases();

/**
 * Whether a stated argument type disagrees with the declared one. A union is compared member by
 * member: a page may name an alias for several declared members, but must not leave members out.
 */
function argumentDiffers(stated: string, declared: string): boolean {
  const expanded = aliases.get(declared) ?? declared;
  if (stated === declared || stated === expanded) return false;
  const statedMembers = unionMembers(stated);
  const declaredMembers = unionMembers(expanded);
  const unknown = statedMembers.filter((member) => !declaredMembers.includes(member));
  return unknown.length === 0 || !unknown.every((member) => ALIAS.test(member));
}

function argumentsDiffer(stated: string, declared: string): boolean {
  const statedElements = tupleElements(stated);
  const declaredElements = tupleElements(declared);
  return (
    statedElements.length !== declaredElements.length ||
    statedElements.some((element, index) => argumentDiffers(element, declaredElements[index] as string))
  );
}

interface HookSection {
  name: string;
  line: number;
  /** The paragraph under the heading. */
  text: string;
}

function hookSections(lines: readonly string[]): HookSection[] {
  const code = codeLineNumbers(lines);
  const sections: HookSection[] = [];
  lines.forEach((line, index) => {
    const name = code.has(index + 1) ? undefined : HOOK_HEADING.exec(line)?.[1];
    if (!name) return;
    const rest = lines.slice(index + 1);
    const start = rest.findIndex((text) => text.trim() !== "");
    const end = rest.findIndex((text, at) => at > start && text.trim() === "");
    sections.push({ name, line: index + 1, text: rest.slice(start, end === -1 ? undefined : end).join(" ") });
  });
  return sections;
}

describe("the hooks pages", () => {
  it("name only hooks that exist, with the tapable class, arguments, return type and release webpack declares", () => {
    const live = liveHooks();
    const failures: string[] = [];
    let checked = 0;
    for (const page of readPageLines("api")) {
      const className = HOOK_PAGES[page.file];
      if (!className) continue;
      const declared = declaredHooks(className);
      const hooks = live.get(className) as Record<string, unknown>;
      for (const section of hookSections(page.lines)) {
        const where = `content/${page.file}:${section.line}`;
        if (!(section.name in hooks) && !declared.has(section.name)) {
          failures.push(`${where}: ${className} has no hook \`${section.name}\``);
          continue;
        }
        const statedType = [...section.text.matchAll(CODE_SPAN)]
          .map(([, span]) => parseHookType(span as string))
          .find((type) => type !== undefined);
        const declaration = declared.get(section.name);
        if (!statedType || !declaration) continue;
        checked += 1;
        const liveClass = liveClassName(hooks, section.name);
        if (liveClass && statedType.className !== liveClass) {
          failures.push(`${where}: \`${section.name}\` is a ${liveClass}, the page says ${statedType.className}`);
        }
        if (declaration.argumentTypes && argumentsDiffer(statedType.argumentTypes, declaration.argumentTypes)) {
          failures.push(
            `${where}: \`${section.name}\` takes ${declaration.argumentTypes}, the page says ${statedType.argumentTypes}`,
          );
        }
        const statedReturn = RETURNS.exec(section.text)?.[1];
        if (statedReturn && declaration.returnType && normalizeType(statedReturn) !== declaration.returnType) {
          failures.push(
            `${where}: \`${section.name}\` returns ${declaration.returnType}, the page says ${statedReturn}`,
          );
        }
        const statedSince = AVAILABLE_SINCE.exec(section.text)?.[1];
        if (statedSince && declaration.since && statedSince !== declaration.since) {
          failures.push(`${where}: \`${section.name}\` came in ${declaration.since}, the page says ${statedSince}`);
        }
      }
    }
    for (const failure of failures) console.log(failure);
    console.log(`hooks: ${checked} hook types checked, ${failures.length} wrong`);
    assert.ok(checked > 0);
    assert.deepEqual(failures, []);
  });
});
