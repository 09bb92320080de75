import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { median, medianOfEach, ratio } from "./statistics.ts";

describe("median", () => {
  it("is the middle of an odd count, whatever the order", () => {
    assert.equal(median([9, 1, 5]), 5);
  });

  it("is the mean of the two middle values of an even count", () => {
    assert.equal(median([4, 1, 3, 2]), 2.5);
  });

  it("refuses no values", () => {
    assert.throws(() => median([]), /no values/);
  });
});

describe("medianOfEach", () => {
  it("takes each figure's median on its own, not the figures of the median run", () => {
    const runs = [
      { performance: 90, totalBlockingTimeMs: 400 },
      { performance: 70, totalBlockingTimeMs: 100 },
      { performance: 80, totalBlockingTimeMs: 900 },
    ];
    assert.deepEqual(medianOfEach(runs), { performance: 80, totalBlockingTimeMs: 400 });
  });

  it("refuses no runs", () => {
    assert.throws(() => medianOfEach([]), /no runs/);
  });
});

describe("ratio", () => {
  it("is ours over theirs", () => {
    assert.equal(ratio(30, 20), 1.5);
    assert.equal(ratio(10, 40), 0.25);
  });

  it("is undefined when theirs is 0", () => {
    assert.equal(ratio(0, 0), undefined);
    assert.equal(ratio(120, 0), undefined);
  });
});
