import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseFailedTests, parseTestSummary } from "./endToEndTests.ts";

/** The end of node's TAP output for a run with one failed test, nested in a suite. */
const TAP_OUTPUT = `TAP version 13
# Subtest: offline reading and chunk failures
    # Subtest: shows the last copy of a visited page offline
    ok 1 - shows the last copy of a visited page offline
    # Subtest: offers Try again when a page chunk fails
    not ok 2 - offers Try again when a page chunk fails
      ---
      error: 'Waiting failed: 5000ms exceeded'
      ...
    1..2
not ok 1 - offline reading and chunk failures
1..1
# tests 2
# suites 1
# pass 1
# fail 1
# cancelled 0
# skipped 0
# todo 0
# duration_ms 8638.12
`;

describe("the end-to-end suite's output", () => {
  it("gives the runner's summary counts", () => {
    assert.deepEqual(parseTestSummary(TAP_OUTPUT), { tests: 2, pass: 1, fail: 1, cancelled: 0, skipped: 0, todo: 0 });
    assert.deepEqual(parseTestSummary("ℹ tests 88\nℹ pass 88\nℹ fail 0\n"), { tests: 88, pass: 88, fail: 0 });
  });

  it("names the failed tests and their suites", () => {
    assert.deepEqual(parseFailedTests(TAP_OUTPUT), [
      "offers Try again when a page chunk fails",
      "offline reading and chunk failures",
    ]);
    assert.deepEqual(parseFailedTests("ok 1 - passes\n"), []);
  });
});
