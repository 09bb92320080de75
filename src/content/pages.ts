import { contentKeys, importContentModule } from "./contentModules.ts";
import type { LoadedPage, PageModule, PrerenderedPage } from "./types.ts";
import { contentKeyCandidates } from "./urls.ts";

const keySet = new Set(contentKeys);
const loaded = new Map<string, LoadedPage>();

/** The content file behind a url (`./concepts/output.md`), or undefined when there is no page. */
export function contentKeyFor(url: string): string | undefined {
  if (url === "/") return undefined;
  return contentKeyCandidates(url).find((key) => keySet.has(key));
}

export function isContentPage(url: string): boolean {
  return contentKeyFor(url) !== undefined;
}

/** The page if it is already loaded, so a render can use it without waiting. */
export function loadedPage(url: string): LoadedPage | undefined {
  return loaded.get(url);
}

/** Serves a url with the page the prerender put into the document, so its chunk is never needed. */
export function adoptPrerenderedPage(url: string, page: PrerenderedPage): void {
  loaded.set(url, page);
}

/** Loads a page's chunk once; rejects with webpack's ChunkLoadError or "Cannot find module". */
export async function loadPage(url: string): Promise<LoadedPage> {
  const cached = loaded.get(url);
  if (cached) return cached;
  const module = await importContentModule(contentKeyFor(url) ?? `.${url}index.md`);
  loaded.set(url, module);
  return module;
}

const replacementListeners = new Set<() => void>();

/** Calls `listener` whenever a loaded page is replaced by a hot update; returns the unsubscribe. */
export function subscribeToPageReplacements(listener: () => void): () => void {
  replacementListeners.add(listener);
  return () => replacementListeners.delete(listener);
}

/** Puts a page module's new version wherever its previous one is in use (the dev server's hot updates). */
export function replacePageModule(previous: PageModule, next: PageModule): void {
  for (const [url, page] of loaded) if (page === previous) loaded.set(url, next);
  for (const listener of replacementListeners) listener();
}
