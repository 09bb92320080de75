import { createElement } from "react";
import type { PageModule } from "../../src/content/types.ts";
import { outlineLoaders, sectionLoaders, sections } from "./contentIndex.ts";

/** The content index's modules as `src/content/contentModules.ts` offers them, from the small index of `contentIndex.ts`, in component tests. */
export const contentSections = sections;

export async function importSection(section: string) {
  return sectionLoaders[section]?.();
}

export async function importOutlines(section: string) {
  return (await outlineLoaders[section]?.())?.default ?? {};
}

/** Pages (by address) whose chunk fails to load. */
export const failingUrls = new Set<string>();
/** Pages whose component throws when it renders. */
export const throwingUrls = new Set<string>();
/** Pages whose load waits for the promise given here. */
export const heldUrls = new Map<string, Promise<void>>();

export async function importContentModule(section: string, url: string): Promise<PageModule> {
  await heldUrls.get(url);
  if (failingUrls.has(url)) throw Object.assign(new Error(`Loading chunk ${url} failed.`), { name: "ChunkLoadError" });
  const navigation = (await importSection(section))?.default ?? [];
  const entry = navigation.find((page) => page.url === url);
  if (!entry) throw Object.assign(new Error(`No page at ${url}`), { code: "MODULE_NOT_FOUND" });
  const { title } = entry;
  return {
    default: () => {
      if (throwingUrls.has(url)) throw new Error(`${title} cannot render`);
      return createElement("p", null, `Body of ${title}`);
    },
    frontMatter: { title, related: [{ title: "Modules", url: "/concepts/modules/" }] },
  };
}

/** Component tests have no hot updates. */
export function onPageModuleReplaced(): void {}
