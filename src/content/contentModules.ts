import type { PageModule } from "./types.ts";

/**
 * Every content file as its own lazily loaded chunk. A webpack context keeps the map from file to
 * chunk compact, and an unknown key fails with webpack's own "Cannot find module" error.
 */
function pageContext() {
  return import.meta.webpackContext("@content", {
    recursive: true,
    regExp: /\.mdx?$/,
    mode: "lazy",
    // Numbered, not named after the file: the runtime keeps a map of every chunk's name, and 160
    // long names cost the initial bundle over a kilobyte of gzip.
    chunkName: "page-[index]",
  });
}

let context = pageContext();

export const contentKeys: readonly string[] = context.keys();

/** The version of each page module imported so far, to tell which ones a hot update changed. */
const imported = new Map<string, PageModule>();

export async function importContentModule(key: string): Promise<PageModule> {
  const page = (await context(key)) as PageModule;
  imported.set(key, page);
  return page;
}

type ReplacementListener = (previous: PageModule, next: PageModule) => void;
const replacementListeners = new Set<ReplacementListener>();

/** Calls `listener` with both versions of each page module a hot update replaces (dev server only). */
export function onPageModuleReplaced(listener: ReplacementListener): void {
  replacementListeners.add(listener);
}

// Under the dev server an edited page comes through the context as a hot update: each page read
// so far is imported again, and one that changed takes the place of its previous version, so the
// edit shows without reloading the app.
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept(String(context.id), () => {
    // The update replaced the context module: pages read through the old one would have no parent
    // to take their next update, which would then reload the whole app.
    context = pageContext();
    for (const [key, previous] of imported) {
      void importContentModule(key).then((next) => {
        if (next !== previous) for (const listener of replacementListeners) listener(previous, next);
      });
    }
  });
}
