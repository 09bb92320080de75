import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { HtmlValidate } from "html-validate";
import { distDirectory } from "./harness.ts";

/** Every page the build wrote, prerendered routes and printable pages alike. */
const pages = readdirSync(distDirectory, { recursive: true, encoding: "utf8" }).filter((file) =>
  file.endsWith(".html"),
);

describe("the built pages' landmarks", () => {
  it("names every landmark, uniquely among those of its kind on the page", async () => {
    const validator = new HtmlValidate({ root: true, rules: { "unique-landmark": "error" } });
    const problems: string[] = [];
    for (const page of pages) {
      const report = await validator.validateFile(path.join(distDirectory, page));
      for (const result of report.results) {
        for (const message of result.messages) problems.push(`${page}:${message.line}: ${message.message}`);
      }
    }
    assert.ok(pages.length > 100, `${pages.length} pages found`);
    assert.deepEqual(problems, []);
  });
});
