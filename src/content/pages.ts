import { createResource } from "../loading/resource.ts";
import { importContentModule, onPageModuleReplaced } from "./contentModules.ts";
import { sectionForUrl } from "./navigation.ts";
import type { LoadedPage, PageModule } from "./types.ts";

/**
 * Every page by url: its chunk loaded once through its section's module (rejecting with webpack's
 * ChunkLoadError, or with code `MODULE_NOT_FOUND` for a url of no page), or the page the prerender
 * put into the document (`set`), so that page's chunk is never needed.
 */
export const pages = createResource<string, LoadedPage>((url) => importContentModule(sectionForUrl(url), url));

const replacementListeners = new Set<() => void>();

/** Calls `listener` whenever a loaded page is replaced by a hot update; returns the unsubscribe. */
export function subscribeToPageReplacements(listener: () => void): () => void {
  replacementListeners.add(listener);
  return () => replacementListeners.delete(listener);
}

// An edited page (the dev server's hot updates) takes the place of its previous version.
onPageModuleReplaced((previous: PageModule, next: PageModule) => {
  pages.replace(previous, next);
  for (const listener of replacementListeners) listener();
});
