import compression from "compression";
import { existsSync, readFileSync, statSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import sirv from "sirv";
import { answeringErrors } from "./staticServer/answerErrors.ts";
import { readHeadersFile } from "./staticServer/headersFile.ts";
import { resolveRequestPath } from "./staticServer/requestPath.ts";

const HASHED_ASSET = /^\/assets\//;
const ALLOWED_METHODS = ["GET", "HEAD"];

/** Only regular files are sent: reading a FIFO would wait forever, reading a socket fails. */
function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function answerStatus(response: ServerResponse, status: number): void {
  response.statusCode = status;
  response.setHeader("Content-Type", "text/plain; charset=utf-8");
  response.end(http.STATUS_CODES[status]);
}

/**
 * A production preview of the built site: slash redirects, a real 404 page, long caching of hashed
 * assets and compression, as a static host would do them. Bad requests get a 4xx answer and a
 * failure a 500; neither takes the server down.
 */
export function createStaticServer(directory: string): http.Server {
  const root = path.resolve(directory);
  const notFoundPage = path.join(root, "404.html");
  const headers = readHeadersFile(path.join(root, "_headers"));
  const compress = compression();
  const files = sirv(root, {
    // Looks every file up when it is requested (sirv's production mode lists the directory once at
    // start-up): a rebuild while the server runs is served as it is, and a file it removed is a
    // 404 instead of a failed read.
    dev: true,
    // No validators: a rebuilt file must never be answered "304 Not Modified".
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
    if (!ALLOWED_METHODS.includes(request.method ?? "")) {
      response.setHeader("Allow", ALLOWED_METHODS.join(", "));
      return answerStatus(response, 405);
    }
    const target = resolveRequestPath(root, request.url ?? "/");
    if (!target.ok) return target.status === 404 ? notFound(response) : answerStatus(response, target.status);
    const { pathname, search, filePath } = target;
    const index = path.join(filePath, "index.html");
    if (pathname.endsWith("/")) {
      if (!isFile(index)) return notFound(response);
      request.url = `${pathname}index.html${search}`;
    } else if (!path.extname(pathname) && isFile(index)) {
      response.statusCode = 301;
      response.setHeader("Location", `${pathname}/${search}`);
      response.end();
      return;
    } else if (!isFile(filePath)) {
      return notFound(response);
    }
    files(request, response, () => notFound(response));
  };

  return http.createServer(
    answeringErrors((request, response) => {
      compress(request as never, response as never, () => handle(request, response));
    }),
  );
}
