import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { spawnSync } from "node:child_process";
import { buildHeapFlags, buildHeapLimitMegabytes } from "./buildHeapLimit.ts";
import { contentDirectory } from "../paths.ts";

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

describe("buildHeapFlags", () => {
  it("gives node flags it accepts, which size the heap", () => {
    const flags = buildHeapFlags(contentDirectory);
    const run = spawnSync(
      process.execPath,
      [...flags, "-p", "require('node:v8').getHeapStatistics().heap_size_limit"],
      {
        encoding: "utf8",
        env: { ...process.env, NODE_OPTIONS: "" },
      },
    );
    assert.equal(run.stderr, "");
    const plain = spawnSync(process.execPath, ["-p", "require('node:v8').getHeapStatistics().heap_size_limit"], {
      encoding: "utf8",
      env: { ...process.env, NODE_OPTIONS: "" },
    });
    assert.notEqual(Number(run.stdout), Number(plain.stdout));
    assert.ok(flags.some((flag) => flag.startsWith("--max-semi-space-size=")));
  });
});
