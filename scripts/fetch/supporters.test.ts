import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import type { Supporter } from "../../common/supporters.ts";
import { writeWhole } from "./writeWhole.ts";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "../..");
// The build's settings read FETCHED_DIRECTORY when paths.ts is first loaded: point it at an empty
// folder before anything imports it (the compiler helper does), or the test writes into the
// project's own fetched folder and every later build shows its made-up sponsors.
process.env.FETCHED_DIRECTORY = mkdtempSync(path.join(os.tmpdir(), "fetched-"));
const { compile, errorMessages, getCompiler, requireOutput } = await import("../../test/helpers/compiler.ts");
const { fetchedAlias, typescriptRule } = await import("../../webpack.app.ts");
const { fetchedSupportersFile } = await import("../../paths.ts");

/** Builds the site's supporters module with the site's alias, and loads what it exports. */
async function builtSupporters(): Promise<readonly Supporter[]> {
  const stats = await compile(
    getCompiler({
      context: root,
      entry: "./src/components/Sponsors/supporters.ts",
      resolve: { extensions: [".ts", ".js"], alias: fetchedAlias },
      module: { rules: [typescriptRule({ refresh: false })] },
    }),
  );
  assert.deepEqual(errorMessages(stats), []);
  return requireOutput<{ supporters: readonly Supporter[] }>(stats, "main.js").supporters;
}

describe("the supporters the build shows", () => {
  it("are none before a fetch, and the fetched ones after", async () => {
    assert.deepEqual(await builtSupporters(), []);
    const fetched: Supporter[] = [
      { slug: "fixture-backer", name: "Fixture Backer", monthlyDonations: 5, totalDonations: 60 },
    ];
    await writeWhole(fetchedSupportersFile, JSON.stringify(fetched));
    assert.deepEqual(await builtSupporters(), fetched);
  });
});
