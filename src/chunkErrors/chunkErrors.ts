import { readStorage, writeStorage } from "../utilities/storage.ts";

/** The key remembering the missing file the page already reloaded for, so it never loops. */
const RELOADED_FOR_KEY = "reloaded-for-missing-chunk";

/** webpack's runtime raises ChunkLoadError for scripts; mini-css-extract-plugin tags style chunks. */
export function isChunkLoadError(error: unknown): boolean {
  const candidate = error as { name?: unknown; code?: unknown } | null;
  return candidate?.name === "ChunkLoadError" || candidate?.code === "CSS_CHUNK_LOAD_FAILED";
}

/** The file a chunk error failed to load (both runtimes set `request` to its URL). */
function requestOf(error: unknown): string | undefined {
  const request = (error as { request?: unknown } | null)?.request;
  return typeof request === "string" && request !== "" ? request : undefined;
}

export interface DeploymentCheck {
  /** The HTTP status the server answers for a file now. */
  statusOf: (url: string) => Promise<number>;
  /** Loads the page's address as a whole document, from the server. */
  reload: () => void;
}

const browserCheck: DeploymentCheck = {
  statusOf: async (url) => (await fetch(url, { method: "HEAD", cache: "no-store" })).status,
  reload: () => window.location.reload(),
};

/**
 * After a chunk failed to load: when the server no longer has its file (404 or 410: a deployment
 * replaced the hashed files this document names), load the address as a full page, which gets
 * the new deployment's HTML and chunks; once per missing file, so it never loops. When the file
 * is there or the server cannot be reached (offline, a flaky network), the reader keeps "Error
 * loading content." and "Try again", which can then succeed.
 */
export async function reloadForNewDeployment(error: unknown, check: DeploymentCheck = browserCheck): Promise<boolean> {
  const request = isChunkLoadError(error) ? requestOf(error) : undefined;
  if (request === undefined) return false;
  let status: number;
  try {
    status = await check.statusOf(request);
  } catch {
    return false;
  }
  if ((status !== 404 && status !== 410) || readStorage(RELOADED_FOR_KEY) === request) return false;
  writeStorage(RELOADED_FOR_KEY, request);
  check.reload();
  return true;
}
