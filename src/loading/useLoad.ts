import { useCallback, useEffect, useReducer } from "react";
import { reloadForNewDeployment } from "../chunkErrors/chunkErrors.ts";
import type { Resource } from "./resource.ts";

export type LoadState<T> =
  { status: "loading" } | { status: "ready"; value: T } | { status: "error"; error: unknown; retry: () => void };

/**
 * Reads a resource without suspending, for a part of the screen that must stay put while it loads
 * (the search input keeps its focus and what the reader typed while the index arrives). Everything
 * else reads resources with `use()` under a LoadBoundary; both share the resource's one load.
 */
export function useLoad<Key, T>(resource: Resource<Key, T>, key: Key): LoadState<T> {
  const [, settle] = useReducer((count: number) => count + 1, 0);
  const promise = resource.read(key);
  useEffect(() => {
    let mounted = true;
    promise.then(
      () => mounted && settle(),
      async (error: unknown) => {
        if (mounted && !(await reloadForNewDeployment(error))) settle();
      },
    );
    return () => {
      mounted = false;
    };
  }, [promise]);
  const retry = useCallback(() => {
    resource.forget(key);
    settle();
  }, [resource, key]);
  const loaded = resource.peek(key);
  if (loaded !== undefined) return { status: "ready", value: loaded };
  const failure = resource.failure(key);
  return failure ? { status: "error", error: failure.reason, retry } : { status: "loading" };
}
