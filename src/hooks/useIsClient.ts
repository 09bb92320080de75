import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * True in the browser after hydration, false during the prerender and the hydration render: the
 * one guard for browser-only features (sponsors, vote, search, storage).
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
