import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { optionsFingerprint } from "./optionsFingerprint.ts";

describe("optionsFingerprint", () => {
  const pluginA = () => (tree: unknown) => tree;
  const pluginB = () => (tree: unknown) => [tree];

  it("is the same for equal options, also as separate objects", () => {
    assert.equal(
      optionsFingerprint({ plugins: [[pluginA, { depth: 2 }]] }),
      optionsFingerprint({ plugins: [[pluginA, { depth: 2 }]] }),
    );
  });

  it("differs when a plugin or a plugin's options differ", () => {
    const base = optionsFingerprint({ plugins: [[pluginA, { depth: 2 }]] });
    assert.notEqual(optionsFingerprint({ plugins: [[pluginB, { depth: 2 }]] }), base);
    assert.notEqual(optionsFingerprint({ plugins: [[pluginA, { depth: 3 }]] }), base);
    assert.notEqual(optionsFingerprint({ plugins: [[pluginA, { depth: 2 }]], directory: "/x" }), base);
  });
});
