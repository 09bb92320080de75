import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { safeFolderName } from "./resultsFolder.ts";

describe("safeFolderName", () => {
  it("keeps versions, tags and tarball names as they are", () => {
    assert.equal(safeFolderName("5.113.0"), "5.113.0");
    assert.equal(safeFolderName("next"), "next");
    assert.equal(safeFolderName("webpack-5.113.0.tgz"), "webpack-5.113.0.tgz");
  });

  it("turns paths, ranges and URLs into one folder name without separators", () => {
    assert.equal(safeFolderName("/home/me/webpack"), "home-me-webpack");
    assert.equal(safeFolderName("../webpack"), "webpack");
    assert.equal(safeFolderName("^5.111"), "5.111");
    assert.equal(safeFolderName("https://example.com/webpack.tgz"), "https-example.com-webpack.tgz");
    assert.equal(safeFolderName("C:\\src\\webpack"), "C-src-webpack");
  });

  it("never gives an empty or hidden name", () => {
    assert.equal(safeFolderName(".."), "candidate");
    assert.equal(safeFolderName("~"), "candidate");
    assert.equal(safeFolderName("x".repeat(300)).length, 100);
  });
});
