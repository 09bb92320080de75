import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export interface HookType {
  /** `SyncBailHook`, or `HookMap<SyncBailHook>` for a hook map (`HookMap` alone when its keys differ). */
  className: string;
  /** The argument types, labels dropped: `[string,EntryNormalized]`; empty when not declared one way. */
  argumentTypes: string;
  /** The type a bail or waterfall hook's taps return, where the declaration gives one. */
  returnType?: string;
}

export interface DeclaredHook extends HookType {
  since?: string;
}

/** Splits at a separator outside any brackets. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] as string;
    if ("<[({".includes(character)) depth += 1;
    else if (">])}".includes(character) && text[index - 1] !== "=") depth -= 1;
    else if (depth === 0 && text.startsWith(separator, index)) {
      parts.push(text.slice(start, index));
      start = index + separator.length;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== "");
}

/** One spelling for a type however it is written: no spaces, no tuple labels, union members sorted. */
export function normalizeType(type: string): string {
  const compact = type
    .replace(/\s+/g, " ")
    .replace(/([[,(])\s*\.{0,3}[\w$]+\??:\s*/g, "$1")
    .replace(/\s+/g, "")
    .replace(/([[<(,])\|/g, "$1")
    .replace(/,([\])>])/g, "$1");
  return normalizeCompact(compact);
}

function normalizeCompact(type: string): string {
  const members = splitTopLevel(type, "|").flatMap((member) => {
    // `(A|B)` as a member is A and B; `(A|B)[]` stays whole.
    const grouped = /^\((.*)\)$/.exec(member);
    return grouped ? splitTopLevel(grouped[1] as string, "|") : [member];
  });
  const normalized = members.map((member) => {
    const tuple = /^\[(.*)\]$/.exec(member);
    return tuple
      ? `[${splitTopLevel(tuple[1] as string, ",")
          .map(normalizeCompact)
          .join(",")}]`
      : member;
  });
  return [...new Set(normalized)].sort().join("|");
}

/** The argument types of a normalized `[A,B|C]` tuple. */
export const tupleElements = (tuple: string) => splitTopLevel(tuple.slice(1, -1), ",");

/** The members of a normalized union. */
export const unionMembers = (type: string) => splitTopLevel(type, "|");

const readDeclarations = () => readFileSync(require.resolve("webpack/types.d.ts"), "utf8");

/** The type aliases types.d.ts declares (`type WriteStatement = A | B;`), normalized, by name. */
export function declaredAliases(): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const [, name, type] of readDeclarations().matchAll(/^type ([\w$]+) =\s*([\s\S]*?);\n(?=\S)/gm)) {
    aliases.set(name as string, normalizeType(type as string));
  }
  return aliases;
}

/** `SyncBailHook<[context: string], boolean | void>` or `HookMap<SyncHook<[a]>>` → its parts. */
export function parseHookType(type: string): HookType | undefined {
  // A map whose keys have hooks of different types (`createParser`): only its being a map is checked.
  if (/^TypedHookMap</.test(type.trim())) return { className: "HookMap", argumentTypes: "" };
  const mapped = /^HookMap<([\s\S]*)>$/.exec(type.trim());
  const inner = (mapped?.[1] ?? type).trim();
  const match = /^(\w+Hook)<([\s\S]*)>$/.exec(inner);
  if (!match) return undefined;
  const [argumentList, returnType] = splitTopLevel(match[2] as string, ",");
  return {
    className: mapped ? `HookMap<${match[1]}>` : (match[1] as string),
    argumentTypes: normalizeType(argumentList ?? "[]"),
    returnType: returnType === undefined ? undefined : normalizeType(returnType),
  };
}

/** The `hooks` a class declares in webpack's types.d.ts, by name. */
export function declaredHooks(className: string): Map<string, DeclaredHook> {
  const declarations = readDeclarations();
  const classStart = declarations.search(new RegExp(`^declare (?:abstract )?class ${className}\\b`, "m"));
  if (classStart === -1) throw new Error(`types.d.ts declares no class ${className}`);
  const hooksStart = declarations.indexOf("hooks: Readonly<{", classStart) + "hooks: Readonly<{".length;
  let depth = 1;
  let end = hooksStart;
  while (depth > 0) {
    const character = declarations[end];
    if (character === "{") depth += 1;
    if (character === "}") depth -= 1;
    end += 1;
  }
  const body = declarations.slice(hooksStart, end - 1);
  const hooks = new Map<string, DeclaredHook>();
  for (const entry of splitTopLevel(body, ";")) {
    const since = /@since\s+(\S+)/.exec(entry)?.[1];
    const declaration = /([\w$]+):\s*([\s\S]+)$/.exec(entry.replace(/\/\*\*[\s\S]*?\*\//g, "").trim());
    const type = declaration && parseHookType(declaration[2] as string);
    if (declaration && type) hooks.set(declaration[1] as string, { ...type, since });
  }
  return hooks;
}
