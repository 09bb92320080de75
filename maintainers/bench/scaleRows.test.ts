import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { ScaleMeasurement } from "./scaleStage.ts";
import { PEERS } from "./sites.ts";
import { scaleRows, type Row } from "./targets.ts";

const MB = 1024 * 1024;

const measurement = (overrides: Partial<ScaleMeasurement> = {}): ScaleMeasurement => ({
  factor: 4,
  pages: 568,
  problems: [],
  coldBuilds: {
    ours: { wallTimeMs: 60_000, peakRssBytes: 1200 * MB },
    vitepress: { wallTimeMs: 121_000, peakRssBytes: 3700 * MB },
    docusaurus: { wallTimeMs: 77_000, peakRssBytes: 3000 * MB },
  },
  initialJavaScriptGzipBytes: { "/concepts/": { scaled: 107_000, asIs: 106_000 } },
  ...overrides,
});

const row = (rows: Row[], start: string) => {
  const found = rows.find(({ figure }) => figure.startsWith(start));
  assert.ok(found, `a row "${start}…"`);
  return found;
};

describe("scaleRows", () => {
  it("holds the larger site to building, < 1.5 GB, Docusaurus's time and +2 KB of initial JavaScript", () => {
    const rows = scaleRows(measurement(), PEERS);
    assert.deepEqual(row(rows, "Builds, 568 pages (×4)").targets, [{ label: "builds", pass: true }]);
    const time = row(rows, "Cold build, 568 pages");
    assert.equal(time.values.ours, "60.0 s");
    assert.equal(time.ratios.docusaurus, 60 / 77);
    assert.deepEqual(time.targets, [{ label: "< Docusaurus", pass: true }]);
    assert.deepEqual(row(rows, "Cold build peak memory").targets, [{ label: "< 1536 MB", pass: true }]);
    const javascript = row(rows, "JS before load /concepts/");
    assert.match(javascript.figure, /as is: 103\.5 KB/);
    assert.deepEqual(javascript.targets, [{ label: "≤ +2.0 KB", pass: true }]);
  });

  it("fails a build that failed, more memory, and initial JavaScript that grew with the pages", () => {
    const rows = scaleRows(
      measurement({
        problems: ["entrypoint size limit: main (377 KiB)"],
        coldBuilds: { ours: { wallTimeMs: 80_000, peakRssBytes: 1600 * MB } },
        initialJavaScriptGzipBytes: { "/": { scaled: 118_500, asIs: 106_000 } },
      }),
      [],
    );
    const builds = row(rows, "Builds");
    assert.equal(builds.values.ours, "failed: entrypoint size limit: main (377 KiB)");
    assert.equal(builds.targets[0]?.pass, false);
    assert.deepEqual(row(rows, "Cold build, 568").targets, []);
    assert.equal(row(rows, "Cold build peak memory").targets[0]?.pass, false);
    assert.equal(row(rows, "JS before load /").targets[0]?.pass, false);
  });

  it("says so when the stage measured nothing", () => {
    const [only] = scaleRows({ failed: "spawn npm ENOENT" }, PEERS);
    assert.equal(only?.values.ours, "failed: spawn npm ENOENT");
  });
});
