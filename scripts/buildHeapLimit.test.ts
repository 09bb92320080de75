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

  it("gives a site room above its live heap (measured: 460 MB at 160 pages, 660 MB at 568)", () => {
    const limitOf = (pages: number) => buildHeapLimitMegabytes(pages, 24 * GIGABYTE);
    assert.ok(limitOf(160) > 460 * 1.2 && limitOf(160) < 640, `${limitOf(160)} MB for 160 pages`);
    assert.ok(limitOf(568) > 660 * 1.2, `${limitOf(568)} MB for 568 pages`);
  });

  it("takes no more than half the machine's memory", () => {
    assert.equal(buildHeapLimitMegabytes(568, 1 * GIGABYTE), 512);
  });
});
