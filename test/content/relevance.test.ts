import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { answers, scoreRelevance } from "./relevance.ts";

describe("the relevance suite's scores", () => {
  it("counts any section of an answering page, and only the named section when the answer has one", () => {
    assert.ok(answers("/guides/caching/#names", ["/guides/caching/"]));
    assert.ok(answers("/configuration/output/#output-publicpath", ["/configuration/output/#outputpublicpath"]));
    assert.ok(!answers("/configuration/output/", ["/configuration/output/#outputpublicpath"]));
    assert.ok(!answers("/guides/caching-more/", ["/guides/caching/"]));
  });

  it("gives hit@1, hit@3 and the mean reciprocal rank within the first ten", () => {
    const results: Record<string, string[]> = {
      first: ["/a/"],
      second: ["/x/", "/a/"],
      fourth: ["/x/", "/y/", "/z/", "/a/"],
      eleventh: [...Array.from({ length: 10 }, (_, n) => `/x${n}/`), "/a/"],
    };
    const scores = scoreRelevance(
      Object.keys(results).map((query) => [query, ["/a/"]]),
      (query) => results[query] ?? [],
    );
    assert.equal(scores.hitAt1, 1 / 4);
    assert.equal(scores.hitAt3, 2 / 4);
    assert.equal(scores.mrrAt10, (1 + 1 / 2 + 1 / 4 + 0) / 4);
    assert.deepEqual(
      scores.outcomes.map(({ rank }) => rank),
      [1, 2, 4, undefined],
    );
  });
});
