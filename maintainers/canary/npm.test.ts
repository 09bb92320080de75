import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parsePackOutput } from "./npm.ts";

describe("parsePackOutput", () => {
  it("reads the name and version npm would install", () => {
    const output = JSON.stringify([
      { id: "webpack@5.112.2", name: "webpack", version: "5.112.2", filename: "webpack-5.112.2.tgz", files: [] },
    ]);
    assert.deepEqual(parsePackOutput(output), { name: "webpack", version: "5.112.2" });
  });

  it("reads npm's reason when it cannot resolve the spec", () => {
    const output = JSON.stringify({
      error: {
        code: "ETARGET",
        summary: "No matching version found for webpack@nope.",
        detail: "In most cases you or one of your dependencies are requesting\na package version that doesn't exist.",
      },
    });
    assert.deepEqual(parsePackOutput(output), { error: "No matching version found for webpack@nope." });
  });

  it("says so when npm printed something else", () => {
    assert.deepEqual(parsePackOutput("npm error network request failed\nmore"), {
      error: "npm error network request failed",
    });
    assert.deepEqual(parsePackOutput(""), { error: "npm printed nothing" });
    assert.deepEqual(parsePackOutput("[]"), { error: "npm's answer names no package" });
  });
});
