import { contentFileCandidates } from "../../common/contentUrls.ts";
import { createResource } from "../loading/resource.ts";
import { contentKeys, importContentModule, onPageModuleReplaced } from "./contentModules.ts";
import type { LoadedPage, PageModule } from "./types.ts";

const keySet = new Set(contentKeys);

/** The content file behind a url (`./concepts/output.md`), or undefined when there is no page. */
export function contentKeyFor(url: string): string | undefined {
  if (url === "/") return undefined;
  return contentFileCandidates(url)
    .map((file) => `./${file}`)
    .find((key) => keySet.has(key));
}

export function isContentPage(url: string): boolean {
  return contentKeyFor(url) !== undefined;
}

/**
 * Every page by url: its chunk loaded once (rejecting with webpack's ChunkLoadError or "Cannot
 * find module"), or the page the prerender put into the document (`set`), so that page's chunk is
 * never needed.
 */
export const pages = createResource<string, LoadedPage>((url) =>
  importContentModule(contentKeyFor(url) ?? `.${url}index.md`),
);

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
