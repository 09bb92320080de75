import { use, type ComponentType, type ReactNode } from "react";
import { createResource } from "../../loading/resource.ts";
import { LoadBoundary } from "../LoadBoundary/LoadBoundary.tsx";

type ChunkLoader = () => Promise<ComponentType<never>>;

/** Each lazy component by the function that imports it (React.lazy would remember a failure for good). */
const chunks = createResource<ChunkLoader, ComponentType<never>>((load) => load());

export interface LazyChunkProps<Props extends object> {
  /** Imports the chunk; called again on "Try again". Keep it stable (module level). */
  load: () => Promise<ComponentType<Props>>;
  props: Props;
  fallback: ReactNode;
  /** What a failure shows; the default is "Error loading content." with "Try again". */
  failed?: (retry: () => void) => ReactNode;
}

function LoadedChunk<Props extends object>({ load, props }: Pick<LazyChunkProps<Props>, "load" | "props">) {
  const Loaded = use(chunks.read(load as ChunkLoader)) as ComponentType<Props>;
  return <Loaded {...props} />;
}

/**
 * A component from a chunk of its own that survives the chunk failing to load: the reader sees
 * the failure and can try again, which imports the chunk anew. A failure caused by a new
 * deployment reloads the page once instead.
 */
export function LazyChunk<Props extends object>({ load, props, fallback, failed }: LazyChunkProps<Props>) {
  return (
    <LoadBoundary
      fallback={fallback}
      onRetry={() => chunks.forget(load as ChunkLoader)}
      failed={failed && ((_error, retry) => failed(retry))}
    >
      <LoadedChunk load={load} props={props} />
    </LoadBoundary>
  );
}
