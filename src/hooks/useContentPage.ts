import { useCallback, useEffect, useReducer, useState } from "react";
import { reloadForNewDeployment } from "../chunkErrors/chunkErrors.ts";
import { loadedPage, loadPage, subscribeToPageReplacements } from "../content/pages.ts";
import type { LoadedPage } from "../content/types.ts";

export type ContentPageState =
  | { status: "loading" }
  | { status: "loaded"; page: LoadedPage }
  | { status: "missing" }
  | { status: "error"; error: Error };

interface Failure {
  url: string;
  attempt: number;
  state: ContentPageState;
}

function isMissingModule(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "MODULE_NOT_FOUND";
}

/**
 * A page's module: at once when its chunk is already loaded (so hydration matches the prerender),
 * else after loading it. `retry` loads a failed chunk again.
 */
export function useContentPage(url: string): ContentPageState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Failure>();
  const [, setLoadedUrl] = useState<string>();
  const [, showReplacement] = useReducer((count: number) => count + 1, 0);
  useEffect(() => subscribeToPageReplacements(showReplacement), []);

  useEffect(() => {
    if (loadedPage(url)) return undefined;
    let active = true;
    loadPage(url).then(
      () => active && setLoadedUrl(url),
      async (error: unknown) => {
        // A chunk gone after a deployment: the page reloads into the new build instead.
        if (await reloadForNewDeployment(error)) return;
        if (!active) return;
        setFailure({
          url,
          attempt,
          state: isMissingModule(error) ? { status: "missing" } : { status: "error", error: error as Error },
        });
      },
    );
    return () => {
      active = false;
    };
  }, [url, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const page = loadedPage(url);
  if (page) return { status: "loaded", page, retry };
  if (failure && failure.url === url && failure.attempt === attempt) return { ...failure.state, retry };
  return { status: "loading", retry };
}
