/** How long one request may take before the service counts as unreachable. */
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * A service that could not be reached at all (no network, DNS failure, refused, timed out), as
 * opposed to one that answered wrongly: the first is expected offline, the second is a bug.
 */
export class UnreachableError extends Error {
  constructor(url: string, reason: string) {
    super(`${new URL(url).host} is unreachable (${reason})`);
    this.name = "UnreachableError";
  }
}

const NETWORK_CODES = new Set([
  "ENOTFOUND",
  "EAI_AGAIN",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
  "UND_ERR_SOCKET",
]);

/** Why a request failed when it is the network's fault, else undefined (the error is ours). */
function networkReason(error: unknown): string | undefined {
  const { name, cause } = error as { name?: string; cause?: { code?: unknown; message?: unknown } };
  if (name === "TimeoutError") return `no answer in ${REQUEST_TIMEOUT_MS / 1000} s`;
  const code = cause?.code;
  return typeof code === "string" && NETWORK_CODES.has(code) ? String(cause?.message ?? code) : undefined;
}

async function body<T>(url: string, init: RequestInit, read: (response: Response) => Promise<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (response.ok) return await read(response);
  } catch (error) {
    const reason = networkReason(error);
    if (reason) throw new UnreachableError(url, reason);
    throw error;
  }
  throw new Error(`${init.method ?? "GET"} ${url} answered ${response.status} ${response.statusText}`);
}

/**
 * Node's fetch with a timeout, reading the answer as JSON. Throws UnreachableError when the
 * network fails, and an Error naming the address when the service answers with an error status.
 */
export function fetchJson(url: string, init: RequestInit = {}): Promise<unknown> {
  return body(url, init, (response) => response.json() as Promise<unknown>);
}

/** Like fetchJson, for a binary answer such as a package archive. */
export function fetchBytes(url: string): Promise<Buffer> {
  return body(url, {}, async (response) => Buffer.from(await response.arrayBuffer()));
}
