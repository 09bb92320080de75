import compression from "compression";
import { existsSync, readFileSync, statSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import sirv from "sirv";

const HASHED_ASSET = /^\/assets\//;

/** Headers every response carries when the build wrote no `_headers` file. */
const DEFAULT_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

/** The `/*` block of the build's `_headers` file (the format Netlify and Cloudflare Pages read). */
export function readHeadersFile(file: string): Record<string, string> {
  if (!existsSync(file)) return DEFAULT_HEADERS;
  const headers: Record<string, string> = {};
  let inAllPaths = false;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      inAllPaths = line.trim() === "/*";
      continue;
    }
    const separator = line.indexOf(":");
    if (inAllPaths && separator > 0) headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return headers;
}

function hasIndex(directory: string, pathname: string): boolean {
  const candidate = path.join(directory, decodeURIComponent(pathname), "index.html");
  return candidate.startsWith(directory) && existsSync(candidate) && statSync(candidate).isFile();
}

/**
 * A production preview of the built site: slash redirects, a real 404 page, long caching of hashed
 * assets and compression, as a static host would do them.
 */
export function createStaticServer(directory: string): http.Server {
  const root = path.resolve(directory);
  const notFoundPage = path.join(root, "404.html");
  const headers = readHeadersFile(path.join(root, "_headers"));
  const compress = compression();
  const files = sirv(root, {
    dev: false,
    // No validators: sirv computes them once at start-up, so after a rebuild (or a new service
    // worker) a stale ETag would answer "304 Not Modified" for a changed file.
    etag: false,
    extensions: [],
    setHeaders(response, pathname) {
      response.setHeader(
        "Cache-Control",
        HASHED_ASSET.test(pathname) ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
      );
    },
  });

  const notFound = (response: ServerResponse) => {
    response.statusCode = 404;
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.end(existsSync(notFoundPage) ? readFileSync(notFoundPage) : "Not Found");
  };

  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const url = new URL(request.url ?? "/", "http://localhost");
    if (!url.pathname.endsWith("/") && !path.extname(url.pathname) && hasIndex(root, url.pathname)) {
      response.statusCode = 301;
      response.setHeader("Location", `${url.pathname}/${url.search}`);
      response.end();
      return;
    }
    if (url.pathname.endsWith("/")) {
      if (!hasIndex(root, url.pathname)) return notFound(response);
      request.url = `${url.pathname}index.html${url.search}`;
    }
    files(request, response, () => notFound(response));
  };

  return http.createServer((request, response) => {
    compress(request as never, response as never, () => handle(request, response));
  });
}
