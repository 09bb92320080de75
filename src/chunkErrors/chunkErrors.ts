import { readStorage, writeStorage } from "../utilities/storage.ts";

/** The key remembering which new build the page already reloaded for, so it never loops. */
const RELOADED_FOR_KEY = "reloaded-for-build";
const MAIN_SCRIPT = /\/assets\/main\.[0-9a-f]+\.js/;

/** webpack's runtime raises ChunkLoadError for scripts; mini-css-extract-plugin tags style chunks. */
export function isChunkLoadError(error: unknown): boolean {
  const candidate = error as { name?: unknown; code?: unknown } | null;
  return candidate?.name === "ChunkLoadError" || candidate?.code === "CSS_CHUNK_LOAD_FAILED";
}

/** The build a document runs, named by its hashed main script. */
export function buildOf(html: string): string | undefined {
  return MAIN_SCRIPT.exec(html)?.[0];
}

export interface DeploymentCheck {
  /** The HTML the server now has for this page. */
  fetchPage: () => Promise<string>;
  reload: () => void;
}

const browserCheck: DeploymentCheck = {
  fetchPage: async () => {
    const response = await fetch(window.location.pathname, { cache: "no-store" });
    return response.text();
  },
  reload: () => window.location.reload(),
};

/**
 * After a chunk failed to load: when the server now has another build (a deployment removed the
 * old chunk names), reload once to run the new one, and say so. Otherwise (offline, a flaky
 * network) leave the error to the reader's "Try again".
 */
export async function reloadForNewDeployment(error: unknown, check: DeploymentCheck = browserCheck): Promise<boolean> {
  if (!isChunkLoadError(error)) return false;
  const running = buildOf(document.documentElement.outerHTML);
  let deployed: string | undefined;
  try {
    deployed = buildOf(await check.fetchPage());
  } catch {
    return false;
  }
  if (!running || !deployed || running === deployed || readStorage(RELOADED_FOR_KEY) === deployed) return false;
  writeStorage(RELOADED_FOR_KEY, deployed);
  check.reload();
  return true;
}
