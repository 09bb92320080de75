import { outlineLoaders, sectionLoaders, sections } from "virtual:content-index";
import type { Anchor, PageModule, SectionModule, SectionSummary } from "./types.ts";

/**
 * The app's one door to the content index's modules: the sections, each section's module (its
 * navigation and its pages' loaders) and its pages' headings, each a lazily loaded chunk. A page
 * is loaded through its section's module, so the initial bundle names no page and stays the same
 * size however many pages the site has.
 */

export const contentSections: readonly SectionSummary[] = sections;

/**
 * What the app read of each section's modules (its navigation, its headings) as text, and how to
 * read it again (dev server only): a hot update that changes it reloads the app, which rendered
 * its navigation from it.
 */
const readIndexData = new Map<string, { text: string; readAgain: () => Promise<unknown> }>();

function remember(key: string, data: unknown, readAgain: () => Promise<unknown>): void {
  if (!readIndexData.has(key)) readIndexData.set(key, { text: JSON.stringify(data), readAgain });
}

/** A section's module, or undefined for a name that is no section. */
export async function importSection(section: string): Promise<SectionModule | undefined> {
  const loader = sectionLoaders[section];
  if (!loader) return undefined;
  const module = await loader();
  if (import.meta.webpackHot) {
    remember(`navigation ${section}`, module.default, async () => (await importSection(section))?.default);
  }
  return module;
}

/** The h2/h3 headings of a section's pages by address (none for a name that is no section). */
export async function importOutlines(section: string): Promise<Record<string, Anchor[]>> {
  const loader = outlineLoaders[section];
  if (!loader) return {};
  const outlines = (await loader()).default;
  if (import.meta.webpackHot) remember(`outlines ${section}`, outlines, () => importOutlines(section));
  return outlines;
}

/** The version of each page module imported so far, by address, to tell which ones a hot update changed. */
const imported = new Map<string, { section: string; page: PageModule }>();

/** The module of the page at `url`, from its section's; a url of no page fails with code `MODULE_NOT_FOUND`. */
export async function importContentModule(section: string, url: string): Promise<PageModule> {
  const load = (await importSection(section))?.pageLoaders[url];
  if (!load) throw Object.assign(new Error(`No page at ${url}`), { code: "MODULE_NOT_FOUND" });
  const page = await load();
  imported.set(url, { section, page });
  return page;
}

type ReplacementListener = (previous: PageModule, next: PageModule) => void;
const replacementListeners = new Set<ReplacementListener>();

/** Calls `listener` with both versions of each page module a hot update replaces (dev server only). */
export function onPageModuleReplaced(listener: ReplacementListener): void {
  replacementListeners.add(listener);
}

/** Whether a section's navigation or headings differ from what the app read. */
async function indexDataChanged(): Promise<boolean> {
  const differences = await Promise.all(
    [...readIndexData.values()].map(async ({ text, readAgain }) => JSON.stringify(await readAgain()) !== text),
  );
  return differences.includes(true);
}

// Under the dev server an edited page comes as a hot update that passes from the page's module to
// its section's and on to the content index, which this module, the index's one importer, accepts:
// the app stays as it is, each page read so far is imported again through its section's new
// module, and one that changed takes the place of its previous version. An edit that changed the
// navigation or the headings the app read reloads it instead.
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept("virtual:content-index", () => {
    void indexDataChanged().then((changed) => {
      if (changed) return window.location.reload();
      for (const [url, { section, page: previous }] of imported) {
        void importContentModule(section, url).then((next) => {
          if (next !== previous) for (const listener of replacementListeners) listener(previous, next);
        });
      }
    });
  });
}
