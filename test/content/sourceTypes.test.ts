import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { describe, it } from "node:test";
import { codeLineNumbers, readPageLines } from "./pageLines.ts";

const require = createRequire(import.meta.url);

const MENTIONS_SOURCE_TYPES = /\bsource types?\b/i;
/** A type name in a code span: `javascript`, `"asset-url"`. */
const TYPE_NAME = /`"?([a-z]+(?:-[a-z]+)*)"?`/g;

describe("source types named on the pages", () => {
  it("are source types webpack has", () => {
    const constants = require("webpack/lib/module/ModuleSourceTypeConstants.js") as Record<string, unknown>;
    const sourceTypes = new Set(Object.values(constants).filter((value) => typeof value === "string"));
    const failures: string[] = [];
    let named = 0;
    for (const page of readPageLines()) {
      const code = codeLineNumbers(page.lines);
      page.lines.forEach((line, index) => {
        const mention = MENTIONS_SOURCE_TYPES.exec(line);
        if (code.has(index + 1) || !mention) return;
        // The names that follow the words "source type" are the ones it speaks of.
        for (const [, name] of line.slice(mention.index).matchAll(TYPE_NAME)) {
          named += 1;
          if (!sourceTypes.has(name as string)) {
            failures.push(`content/${page.file}:${index + 1}: \`${name}\` is not a source type of webpack's`);
          }
        }
      });
    }
    assert.ok(named > 0);
    assert.deepEqual(failures, []);
  });
});
