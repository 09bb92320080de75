import { createElement } from "react";
import type { PageModule } from "../../src/content/types.ts";

/** Content modules standing in for webpack's lazy context in component tests. */
export const contentKeys: readonly string[] = [
  "./concepts/index.md",
  "./concepts/entry-points.md",
  "./concepts/output.md",
];

export const failingKeys = new Set<string>();
/** Pages whose component throws when it renders. */
export const throwingKeys = new Set<string>();
/** Pages whose load waits for the promise given here. */
export const heldKeys = new Map<string, Promise<void>>();

export async function importContentModule(key: string): Promise<PageModule> {
  await heldKeys.get(key);
  if (failingKeys.has(key)) throw Object.assign(new Error(`Loading chunk ${key} failed.`), { name: "ChunkLoadError" });
  if (!contentKeys.includes(key)) {
    throw Object.assign(new Error(`Cannot find module '${key}'`), { code: "MODULE_NOT_FOUND" });
  }
  const title = key.includes("entry-points") ? "Entry Points" : key.includes("output") ? "Output" : "Concepts";
  return {
    default: () => {
      if (throwingKeys.has(key)) throw new Error(`${title} cannot render`);
      return createElement("p", null, `Body of ${title}`);
    },
    frontMatter: { title, related: [{ title: "Modules", url: "/concepts/modules/" }] },
  };
}

/** Component tests have no hot updates. */
export function onPageModuleReplaced(): void {}
