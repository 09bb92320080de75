import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { readmeFromTarball } from "./tarball.ts";

/** A gzipped package archive made by the system's tar, with the given files under `package/`. */
function packageArchive(files: Record<string, string>, format: string): Buffer {
  const directory = mkdtempSync(path.join(os.tmpdir(), "tarball-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(directory, "package", name)), { recursive: true });
    writeFileSync(path.join(directory, "package", name), text);
  }
  const archive = path.join(directory, "package.tgz");
  execFileSync("tar", [`--format=${format}`, "-czf", archive, "-C", directory, "package"]);
  return readFileSync(archive);
}

const files = {
  "package.json": '{ "name": "fixture" }\n',
  "dist/index.js": "module.exports = 1;\n".repeat(100),
  "docs/README.md": "# Not the package's README\n",
  "README.md": "# fixture\n\nThe README, ünïcode included.\n",
};

describe("readmeFromTarball", () => {
  for (const format of ["ustar", "gnu", "pax"]) {
    it(`reads the top-level README of a ${format} archive`, async () => {
      assert.deepEqual(await readmeFromTarball(packageArchive(files, format)), {
        path: "README.md",
        text: "# fixture\n\nThe README, ünïcode included.\n",
      });
    });
  }

  it("finds a README whatever its case, and says when there is none", async () => {
    const lowerCase = packageArchive({ "readme.markdown": "lower\n" }, "ustar");
    assert.deepEqual(await readmeFromTarball(lowerCase), { path: "readme.markdown", text: "lower\n" });
    assert.equal(await readmeFromTarball(packageArchive({ "index.js": "" }, "ustar")), undefined);
  });
});
