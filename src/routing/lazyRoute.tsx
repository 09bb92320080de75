import type { ComponentType } from "react";
import { ContentPlaceholder } from "../components/ContentPlaceholder/ContentPlaceholder.tsx";
import { LazyChunk } from "../components/LazyChunk/LazyChunk.tsx";

export interface LazyRoute<Props extends object> {
  /** Loads the route's chunk; `preloadRoute` awaits it before the first render, so hydration renders it at once. */
  preload(): Promise<void>;
  /** Renders the route: at once when its chunk is loaded, else after loading it (with "Try again" on failure). */
  Route: ComponentType<Props>;
}

/** A route whose component is a chunk of its own, kept out of the JavaScript every page loads. */
export function lazyRoute<Props extends object>(
  importComponent: () => Promise<ComponentType<Props>>,
): LazyRoute<Props> {
  let loaded: ComponentType<Props> | undefined;
  const load = async () => (loaded ??= await importComponent());
  function Route(props: Props) {
    if (!loaded) return <LazyChunk load={load} props={props} fallback={<ContentPlaceholder />} />;
    const Loaded = loaded;
    return <Loaded {...props} />;
  }
  return { preload: async () => void (await load()), Route };
}
