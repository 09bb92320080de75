import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import webpack, { type Configuration } from "webpack";
import { compile } from "../helpers/compiler.ts";

const require = createRequire(import.meta.url);
const examples = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../examples");

/** Builds an example project for real, writing its output to a temporary folder. */
async function buildExample(folder: string): Promise<string[]> {
  const configFile = path.join(examples, folder, "webpack.config.js");
  const configuration = require(configFile) as Configuration;
  const compiler = webpack({
    context: path.dirname(configFile),
    ...configuration,
    output: { ...configuration.output, path: mkdtempSync(path.join(os.tmpdir(), "example-")) },
    infrastructureLogging: { level: "error" },
  });
  const stats = await compile(compiler);
  return stats.compilation.errors.map((error) => error.message);
}

describe("the example projects the guides link to", () => {
  for (const folder of ["getting-started", "module-federation/remote", "module-federation/host"]) {
    it(`builds ${folder}`, async () => {
      assert.deepEqual(await buildExample(folder), []);
    });
  }
});
