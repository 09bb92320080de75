import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import fc from "fast-check";
import { createStaticServer } from "./staticServer.ts";
import { MAX_REQUEST_TARGET_LENGTH } from "./staticServer/requestPath.ts";

const SECRET = "the secret beside the served folder";
const NOT_FOUND_PAGE = "<h1>Page Not Found</h1>";
const SCRIPT = `console.log("a script long enough to be worth compressing");\n`.repeat(40);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * Sends the request target exactly as written: `fetch` would resolve `..` and `%2e` and turn
 * backslashes into slashes before the server saw them.
 */
function request(port: number, target: string, options: http.RequestOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: "127.0.0.1", port, path: target, agent: false, ...options }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** Headers of the connection, the framing of the body and the clock, which two answers need not share. */
const PER_ANSWER_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

function comparableHeaders(headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER_HEADERS.has(name)));
}

describe("the static preview server", () => {
  let directory: string;
  let site: string;
  let server: http.Server;
  let port: number;
  const get = (target: string, options?: http.RequestOptions) => request(port, target, options);

  before(async () => {
    directory = mkdtempSync(path.join(os.tmpdir(), "static-server-"));
    site = path.join(directory, "site");
    writeFileSync(path.join(directory, "secret.txt"), SECRET);
    for (const [name, text] of Object.entries({
      "index.html": "<h1>Home</h1>",
      "404.html": NOT_FOUND_PAGE,
      "guides/index.html": "<h1>Guides</h1>",
      "assets/main.0123abcd.js": SCRIPT,
      "robots.txt": "User-agent: *\n",
      "removed.txt": "served once",
      ".env": SECRET,
      _headers: "/*\n  X-Frame-Options: DENY\n  Referrer-Policy: no-referrer\n",
    })) {
      mkdirSync(path.dirname(path.join(site, name)), { recursive: true });
      writeFileSync(path.join(site, name), text);
    }
    server = createStaticServer(site);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  after(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(directory, { recursive: true, force: true });
  });

  it("serves a folder's index.html and redirects the path without its slash with a 301, query kept", async () => {
    const page = await get("/guides/");
    assert.equal(page.status, 200);
    assert.equal(page.body, "<h1>Guides</h1>");
    assert.equal(page.headers["content-type"], "text/html;charset=utf-8");
    const redirect = await get("/guides?from=menu");
    assert.equal(redirect.status, 301);
    assert.equal(redirect.headers.location, "/guides/?from=menu");
  });

  it("answers an unknown path with 404.html and status 404", async () => {
    for (const target of ["/missing/", "/missing.js", "/guides/missing"]) {
      const answer = await get(target);
      assert.equal(answer.status, 404, target);
      assert.equal(answer.body, NOT_FOUND_PAGE, target);
    }
  });

  it("caches hashed assets for a year and everything else only until it changes", async () => {
    assert.equal(
      (await get("/assets/main.0123abcd.js")).headers["cache-control"],
      "public, max-age=31536000, immutable",
    );
    assert.equal((await get("/robots.txt")).headers["cache-control"], "public, max-age=0, must-revalidate");
  });

  it("compresses with gzip when the client accepts it", async () => {
    const answer = await get("/assets/main.0123abcd.js", { headers: { "accept-encoding": "gzip" } });
    assert.equal(answer.headers["content-encoding"], "gzip");
    assert.equal(answer.headers.vary, "Accept-Encoding");
  });

  it("sends the headers of the _headers file with every answer", async () => {
    for (const target of ["/", "/missing/", "/%zz", "/guides"]) {
      const answer = await get(target);
      assert.equal(answer.headers["x-frame-options"], "DENY", target);
      assert.equal(answer.headers["referrer-policy"], "no-referrer", target);
    }
  });

  it("answers malformed percent-encoding with 400", async () => {
    for (const target of ["/%E0%A4%A/", "/%E0%A4%A", "/%", "/%zz/", "/guides/%G1", "/%ED%A0%80/", "/%C3%28"]) {
      const answer = await get(target);
      assert.equal(answer.status, 400, target);
      assert.equal(answer.body, "Bad Request", target);
    }
    assert.equal((await get("/")).status, 200);
  });

  it("refuses path traversal in any encoding with 400, never answering with a file outside the folder", async () => {
    for (const target of [
      "/../secret.txt",
      "/guides/../../secret.txt",
      "/%2e%2e/secret.txt",
      "/%2E%2E/secret.txt",
      "/.%2e/secret.txt",
      "/%2e%2e%2fsecret.txt",
      "/..%2Fsecret.txt",
      "/..%5csecret.txt",
      "/..\\secret.txt",
      "/guides/..%5c..%5csecret.txt",
      "/%2e%2e%5c%2e%2e%2fsecret.txt",
      "//secret.txt",
    ]) {
      const answer = await get(target);
      assert.equal(answer.status, 400, target);
      assert.doesNotMatch(answer.body, new RegExp(SECRET), target);
    }
  });

  it("hides dotfiles behind the 404 page", async () => {
    for (const target of ["/.env", "/%2eenv"]) {
      const answer = await get(target);
      assert.equal(answer.status, 404, target);
      assert.equal(answer.body, NOT_FOUND_PAGE, target);
    }
  });

  it("refuses NUL bytes with 400", async () => {
    for (const target of ["/%00", "/index.html%00", "/robots.txt%00.html", "/guides%00/"]) {
      assert.equal((await get(target)).status, 400, target);
    }
  });

  it(`refuses a request target over ${MAX_REQUEST_TARGET_LENGTH} characters with 414`, async () => {
    assert.equal((await get(`/${"a".repeat(MAX_REQUEST_TARGET_LENGTH)}`)).status, 414);
    assert.equal((await get(`/guides/?q=${"%2e".repeat(MAX_REQUEST_TARGET_LENGTH)}`)).status, 414);
    assert.equal((await get(`/${"a".repeat(MAX_REQUEST_TARGET_LENGTH - 1)}`)).status, 404);
  });

  it("answers methods other than GET and HEAD with 405 and an Allow header", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const answer = await get("/", { method });
      assert.equal(answer.status, 405, method);
      assert.equal(answer.headers.allow, "GET, HEAD", method);
    }
  });

  it("answers HEAD with GET's status and headers and no body", async () => {
    for (const target of ["/", "/guides", "/missing/", "/assets/main.0123abcd.js", "/%zz", "/../secret.txt"]) {
      const [getAnswer, headAnswer] = [await get(target), await get(target, { method: "HEAD" })];
      assert.equal(headAnswer.status, getAnswer.status, target);
      assert.deepEqual(comparableHeaders(headAnswer.headers), comparableHeaders(getAnswer.headers), target);
      assert.equal(headAnswer.body, "", target);
    }
  });

  it("answers 404 for a file removed while it runs, and keeps serving", async () => {
    assert.equal((await get("/removed.txt")).body, "served once");
    rmSync(path.join(site, "removed.txt"));
    assert.equal((await get("/removed.txt")).status, 404);
    writeFileSync(path.join(site, "added.txt"), "added later");
    assert.equal((await get("/added.txt")).body, "added later");
  });

  it("never serves a file from outside its folder and keeps answering, whatever the path", async () => {
    const fragment = fc.constantFrom("..", ".", "/", "\\", "%2e", "%2f", "%5c", "%00", "%", "secret.txt", "guides");
    const target = fc.array(fragment, { maxLength: 12 }).map((parts) => `/${parts.join("")}`);
    await fc.assert(
      fc.asyncProperty(target, async (path) => {
        const answer = await get(path);
        assert.ok([200, 301, 400, 404].includes(answer.status), `${path}: ${answer.status}`);
        assert.doesNotMatch(answer.body, new RegExp(SECRET), path);
      }),
      { numRuns: 300 },
    );
  });
});
