import { useCallback, useEffect, useState } from "react";
import { reloadForNewDeployment } from "../chunkErrors/chunkErrors.ts";
import type { SearchEngine } from "./engine.ts";
import { loadSearchEngine } from "./loadSearchEngine.ts";

export type SearchEngineState =
  { status: "loading" } | { status: "ready"; engine: SearchEngine } | { status: "error"; retry: () => void };

/** Loads the search index on first use; on failure the state offers a retry. */
export function useSearchEngine(load: () => Promise<SearchEngine> = loadSearchEngine): SearchEngineState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SearchEngineState>({ status: "loading" });
  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((count) => count + 1);
  }, []);
  useEffect(() => {
    let current = true;
    load().then(
      (engine) => current && setState({ status: "ready", engine }),
      async (error: unknown) => {
        if ((await reloadForNewDeployment(error)) || !current) return;
        setState({ status: "error", retry });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt, retry]);
  return state;
}
