import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { after, before, describe, it, mock } from "node:test";
import { answeringErrors } from "./answerErrors.ts";

describe("answeringErrors", () => {
  let server: http.Server;
  let baseUrl: string;
  const logged = mock.method(console, "error", () => undefined);

  before(async () => {
    server = http.createServer(
      answeringErrors((request, response) => {
        if (request.url === "/throws") {
          response.setHeader("Content-Length", "1000");
          throw new Error("the handler failed");
        }
        if (request.url === "/stream-fails") {
          response.setHeader("Content-Type", "text/plain");
          const failing = new Readable({ read: () => failing.destroy(new Error("the read failed")) });
          failing.pipe(response);
          return;
        }
        response.end("still here");
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    logged.mock.restore();
  });

  it("answers 500 when the handler throws, logs the error, and serves the next request", async () => {
    const failed = await fetch(`${baseUrl}/throws`);
    assert.equal(failed.status, 500);
    assert.equal(await failed.text(), "Internal Server Error");
    assert.match(String(logged.mock.calls.at(-1)?.arguments[0]), /^GET \/throws failed/);
    assert.equal(await (await fetch(`${baseUrl}/`)).text(), "still here");
  });

  it("answers 500 when a stream piped into the response fails, and serves the next request", async () => {
    const failed = await fetch(`${baseUrl}/stream-fails`);
    assert.equal(failed.status, 500);
    assert.equal(failed.headers.get("content-type"), "text/plain; charset=utf-8");
    assert.equal(await (await fetch(`${baseUrl}/`)).text(), "still here");
  });
});
