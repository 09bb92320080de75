import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { isDeepStrictEqual } from "node:util";
import webpack from "webpack";
import { topLevelOptions } from "./computedDefaults.ts";
import { readPageLines } from "./pageLines.ts";
import { LEADING_LITERAL, parseLiteral, statedDefaults, UNPARSED } from "./statedDefaults.ts";

const require = createRequire(import.meta.url);

interface DevServer {
  options: unknown;
  normalizeOptions(): Promise<void>;
}
type DevServerClass = new (options: object, compiler: webpack.Compiler) => DevServer;

const compiler = webpack({ mode: "development", context: mkdtempSync(path.join(os.tmpdir(), "dev-server-")) });

/** The options webpack-dev-server runs with for the options given, after its own normalisation, as data. */
async function normalized(options: object): Promise<unknown> {
  const Server = require("webpack-dev-server") as DevServerClass;
  const server = new Server(options, compiler);
  await server.normalizeOptions();
  return JSON.parse(JSON.stringify(server.options)) as unknown;
}

const valueAt = (options: unknown, segments: readonly string[]) =>
  segments.reduce<unknown>((value, segment) => (value as Record<string, unknown> | undefined)?.[segment], options);

/** `{ client: { overlay: value } }` for `devServer.client.overlay`. */
function optionsWith(segments: readonly string[], value: unknown): object {
  return segments.reduceRight<unknown>((inner, segment) => ({ [segment]: inner }), value) as object;
}

/**
 * webpack-dev-server fills in its defaults itself, so a default stated for one of its options is
 * checked by its effect: the server must normalise the option set to the stated value as it
 * normalises the option left out. An option normalisation leaves out is decided later (the port
 * when the server listens): those statements are not compared.
 */
describe("stated defaults of webpack-dev-server", () => {
  it("are what the server does with the option left out", async () => {
    const topLevel = topLevelOptions();
    const page = readPageLines("configuration").find(({ file }) => file === "configuration/dev-server.md");
    assert.ok(page, "content/configuration/dev-server.md is missing");
    const unset = await normalized({});
    const failures: string[] = [];
    let verified = 0;
    let decidedLater = 0;
    for (const { line, option, text } of statedDefaults(page.file, page.lines, topLevel)) {
      const [root, ...segments] = option.split(".");
      const leading = LEADING_LITERAL.exec(text)?.[1];
      const stated = leading === undefined ? UNPARSED : parseLiteral(leading);
      if (root !== "devServer" || segments.length === 0 || stated === UNPARSED || stated === undefined) continue;
      const differsFromUnset = async (value: unknown) =>
        !isDeepStrictEqual(
          await normalized(optionsWith(segments, value)).catch((error: Error) => error.message),
          unset,
        );
      if (valueAt(unset, segments) === undefined) decidedLater += 1;
      else if (await differsFromUnset(stated)) {
        failures.push(
          `content/${page.file}:${line}: \`${option}: ${JSON.stringify(stated)}\` is not what leaving it out does`,
        );
      } else verified += 1;
    }
    console.log(`dev server defaults: ${verified} verified, ${decidedLater} decided after normalisation, not compared`);
    for (const failure of failures) console.log(failure);
    assert.ok(verified > 0);
    assert.deepEqual(failures, []);
  });
});
