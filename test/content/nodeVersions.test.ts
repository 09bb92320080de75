import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { readPageLines } from "./pageLines.ts";

/**
 * Node.js 22.6 added only the `--experimental-strip-types` flag; the `module.stripTypeScriptTypes`
 * API that webpack's built-in TypeScript support calls came in 23.2.0 and was backported to
 * 22.13.0. webpack's own error message says 22.6, so a page may quote that message.
 */
const FLAG_RELEASE = /\b22\.6\b/;
const ABOUT_TYPE_STRIPPING = /TypeScript|stripTypeScriptTypes|strip(?:s|ping)? types/i;
const NAMES_THE_FLAG = /--experimental-strip-types/;
const WEBPACK_MESSAGE = /requires Node\.js >= 22\.6\b/;

describe("Node.js versions on the pages", () => {
  it("tie webpack's built-in TypeScript support to the Node.js releases that have module.stripTypeScriptTypes", () => {
    const failures: string[] = [];
    for (const page of readPageLines()) {
      page.lines.forEach((line, index) => {
        const claim = line.replace(WEBPACK_MESSAGE, "");
        if (FLAG_RELEASE.test(claim) && ABOUT_TYPE_STRIPPING.test(line) && !NAMES_THE_FLAG.test(line)) {
          failures.push(
            `content/${page.file}:${index + 1}: Node.js 22.6 has only --experimental-strip-types; ` +
              "module.stripTypeScriptTypes came in 22.13.0 (and 23.2.0)",
          );
        }
      });
    }
    assert.deepEqual(failures, []);
  });
});
