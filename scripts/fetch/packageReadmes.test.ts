import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { fetchedPackageFiles, readFetchedPackage } from "../../markdown/site/fetched-readmes/fetchedPackage.ts";
import { UnreachableError } from "./http.ts";
import { fetchPackageReadmes, packagePages } from "./packageReadmes.ts";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../test/fixtures");
const readme = readFileSync(path.join(fixtures, "fetched/readmes/fixture-loader.md"), "utf8");
const now = new Date("2026-01-02T03:04:05.000Z");

function packageArchive(): Buffer {
  const directory = mkdtempSync(path.join(os.tmpdir(), "registry-"));
  mkdirSync(path.join(directory, "package"));
  writeFileSync(path.join(directory, "package/README.md"), readme);
  writeFileSync(path.join(directory, "package/package.json"), '{ "name": "fixture-loader" }\n');
  execFileSync("tar", ["-czf", path.join(directory, "package.tgz"), "-C", directory, "package"]);
  return readFileSync(path.join(directory, "package.tgz"));
}

/** A registry on the loopback address that knows one package, as the npm registry answers. */
function startRegistry(): Promise<Server> {
  const archive = packageArchive();
  const server = createServer((request, response) => {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (request.url === "/fixture-loader/latest") {
      response.setHeader("content-type", "application/json");
      response.end(
        JSON.stringify({
          name: "fixture-loader",
          version: "1.2.3",
          description: "Turns fixtures into modules.",
          repository: { type: "git", url: "git+https://github.com/example/fixture-loader.git" },
          dist: { tarball: `${origin}/fixture-loader/-/fixture-loader-1.2.3.tgz` },
        }),
      );
    } else if (request.url === "/fixture-loader/-/fixture-loader-1.2.3.tgz") {
      response.end(archive);
    } else {
      response.statusCode = 404;
      response.end('{"error":"Not found"}');
    }
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

describe("package READMEs", () => {
  let registry: Server;
  let registryUrl: string;
  before(async () => {
    registry = await startRegistry();
    registryUrl = `http://127.0.0.1:${(registry.address() as AddressInfo).port}/`;
  });
  after(() => registry.close());

  it("lists the pages that name a package", async () => {
    assert.deepEqual(await packagePages(path.join(fixtures, "package-content")), [
      { packageName: "fixture-loader", page: "loaders/fixture-loader.md" },
    ]);
  });

  it("keeps the README of the latest version from its archive, with its metadata", async () => {
    const fetchedDirectory = mkdtempSync(path.join(os.tmpdir(), "fetched-"));
    const [outcome] = await fetchPackageReadmes(["fixture-loader"], { registry: registryUrl, fetchedDirectory, now });
    assert.deepEqual(outcome, {
      packageName: "fixture-loader",
      status: "fetched",
      readme: { packageName: "fixture-loader", version: "1.2.3", bytes: Buffer.byteLength(readme) },
    });
    assert.deepEqual(readFetchedPackage(fetchedPackageFiles(fetchedDirectory, "fixture-loader")), {
      readme,
      metadata: {
        name: "fixture-loader",
        version: "1.2.3",
        description: "Turns fixtures into modules.",
        repository: "https://github.com/example/fixture-loader",
        readmeFile: "README.md",
        tarball: `${registryUrl}fixture-loader/-/fixture-loader-1.2.3.tgz`,
        fetched: "2026-01-02T03:04:05.000Z",
      },
    });
  });

  it("tells a package the registry does not know from a registry it cannot reach", async () => {
    const fetchedDirectory = mkdtempSync(path.join(os.tmpdir(), "fetched-"));
    const [unknown] = await fetchPackageReadmes(["no-such-package"], { registry: registryUrl, fetchedDirectory, now });
    assert.equal(unknown?.status, "failed");
    const unknownError = (unknown as { error: Error }).error;
    assert.ok(!(unknownError instanceof UnreachableError));
    assert.match(unknownError.message, /no-such-package\/latest answered 404/);

    const closed = await startRegistry();
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise((resolve) => closed.close(resolve));
    const [unreachable] = await fetchPackageReadmes(["fixture-loader"], { registry: closedUrl, fetchedDirectory, now });
    assert.ok((unreachable as { error: Error }).error instanceof UnreachableError);
    assert.match((unreachable as { error: Error }).error.message, /^127\.0\.0\.1:\d+ is unreachable \(.*ECONNREFUSED/);
  });
});
