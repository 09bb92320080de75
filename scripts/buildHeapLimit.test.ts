import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { buildHeapLimitMegabytes } from "./buildHeapLimit.ts";

const GIGABYTE = 1024 ** 3;

describe("buildHeapLimitMegabytes", () => {
  it("grows with the pages", () => {
    const limits = [160, 296, 568, 2000].map((pages) => buildHeapLimitMegabytes(pages, 64 * GIGABYTE));
    assert.deepEqual(
      limits,
      [...limits].sort((a, b) => a - b),
    );
    assert.ok(new Set(limits).size === limits.length);
  });

  it("gives today's site about what it needed, and four times its largest sections more", () => {
    assert.ok(Math.abs(buildHeapLimitMegabytes(160, 24 * GIGABYTE) - 640) <= 40);
    assert.ok(buildHeapLimitMegabytes(568, 24 * GIGABYTE) > 900);
  });

  it("takes no more than half the machine's memory", () => {
    assert.equal(buildHeapLimitMegabytes(568, 1 * GIGABYTE), 512);
  });
});
