import path from "node:path";

/** Longer request targets are refused: the site's longest page or asset path is a small fraction of it. */
export const MAX_REQUEST_TARGET_LENGTH = 2048;

export type RequestPath =
  | {
      ok: true;
      /** The path as the request wrote it (still percent-encoded), without the query. */
      pathname: string;
      /** The query with its `?`, or `""`. */
      search: string;
      /** What the path names inside the served directory: the directory itself for `/`. */
      filePath: string;
    }
  /** 400 for a malformed or escaping path, 404 for a hidden file, 414 for an over-long target. */
  | { ok: false; status: 400 | 404 | 414 };

/** Characters no file the site serves has in its name, and which path or file APIs treat specially. */
const FORBIDDEN_IN_NAME = /[/\\\p{Cc}]/u;

function decodeName(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Where a request target (`request.url`) points inside the served directory `root` (an absolute
 * path), checked one decoded path segment at a time: no encoding of `..`, a slash, a backslash or a
 * control character reaches the file system, and whatever is accepted stays inside `root`. Never
 * throws.
 */
export function resolveRequestPath(root: string, requestTarget: string): RequestPath {
  if (requestTarget.length > MAX_REQUEST_TARGET_LENGTH) return { ok: false, status: 414 };
  const queryStart = requestTarget.indexOf("?");
  const pathname = queryStart < 0 ? requestTarget : requestTarget.slice(0, queryStart);
  const search = queryStart < 0 ? "" : requestTarget.slice(queryStart);
  if (!pathname.startsWith("/")) return { ok: false, status: 400 };

  const segments = pathname.slice(1).split("/");
  const names: string[] = [];
  for (const [index, segment] of segments.entries()) {
    const name = decodeName(segment);
    const isLast = index === segments.length - 1;
    // An empty segment is only the end of a directory path (`/guides/`); `//` would also turn a
    // redirect's Location into a link to another host.
    if (
      name === undefined ||
      (name === "" && !isLast) ||
      name === "." ||
      name === ".." ||
      FORBIDDEN_IN_NAME.test(name)
    ) {
      return { ok: false, status: 400 };
    }
    // Hidden files (`.git`, `.env`) are never part of a site.
    if (name.startsWith(".")) return { ok: false, status: 404 };
    names.push(name);
  }

  const filePath = path.join(root, ...names);
  const relative = path.relative(root, filePath);
  if (relative === ".." || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
    return { ok: false, status: 400 };
  }
  return { ok: true, pathname, search, filePath };
}
