import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { releaseDay } from "../test/content/releases.ts";
import { buildReleaseTable } from "./releaseTable.ts";

describe("the release table", () => {
  const published = {
    created: "2012-03-10T00:00:00.000Z",
    "4.47.0": "2025-01-01T00:00:00.000Z",
    "5.10.0": "2024-12-07T08:29:40.366Z",
    "5.9.0": "2024-12-07T08:03:06.742Z",
    "5.0.0-beta.30": "2020-09-01T00:00:00.000Z",
    "5.112.2": "2026-10-23T12:18:11+00:00",
  };

  it("keeps the stable webpack 5 releases, in version order, with times in UTC", () => {
    const table = buildReleaseTable(published, {}, {});
    assert.deepEqual(Object.keys(table), ["5.9.0", "5.10.0", "5.112.2"]);
    assert.equal(table["5.112.2"]?.published, "2026-10-23T12:18:11.000Z");
  });

  it("counts a release from its tag when the registry republished it later", () => {
    const table = buildReleaseTable(published, { "5.10.0": "2020-12-04T20:26:27+01:00" }, {});
    assert.equal(table["5.10.0"]?.tagged, "2020-12-04T19:26:27.000Z");
    assert.equal(releaseDay(table["5.10.0"] as NonNullable<(typeof table)["5.10.0"]>), "2020-12-04");
    assert.equal(releaseDay(table["5.112.2"] as NonNullable<(typeof table)["5.112.2"]>), "2026-10-23");
  });

  it("keeps the tag times of the previous table when no clone is given", () => {
    const previous = { "5.9.0": { published: "2024-12-07T08:03:06.742Z", tagged: "2020-12-01T10:00:00.000Z" } };
    assert.equal(buildReleaseTable(published, {}, previous)["5.9.0"]?.tagged, "2020-12-01T10:00:00.000Z");
  });
});
