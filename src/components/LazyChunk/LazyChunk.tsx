import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import { reloadForNewDeployment } from "../../chunkErrors/chunkErrors.ts";
import { LoadError } from "../LoadError/LoadError.tsx";

type LoadState<Props> =
  { status: "loading" } | { status: "loaded"; component: ComponentType<Props> } | { status: "failed" };

export interface LazyChunkProps<Props extends object> {
  /** Imports the chunk; called again on "Try again". Keep it stable (module level). */
  load: () => Promise<ComponentType<Props>>;
  props: Props;
  fallback: ReactNode;
  /** What a failure shows; the default is "Error loading content." with "Try again". */
  failed?: (retry: () => void) => ReactNode;
}

/**
 * A component from a chunk of its own that survives the chunk failing to load: the reader sees
 * the failure and can try again, which imports the chunk anew (React.lazy would remember the
 * failure). A failure caused by a new deployment reloads the page once instead.
 */
export function LazyChunk<Props extends object>({ load, props, fallback, failed }: LazyChunkProps<Props>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<Props>>({ status: "loading" });
  useEffect(() => {
    let current = true;
    load().then(
      (component) => current && setState({ status: "loaded", component }),
      async (error: unknown) => {
        if ((await reloadForNewDeployment(error)) || !current) return;
        setState({ status: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = () => {
    setState({ status: "loading" });
    setAttempt((count) => count + 1);
  };
  if (state.status === "loaded") {
    const Loaded = state.component;
    return <Loaded {...props} />;
  }
  if (state.status === "failed") return failed ? failed(retry) : <LoadError onRetry={retry} />;
  return fallback;
}
