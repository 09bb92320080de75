import { toSupporters } from "../../../common/supporters.ts";
import { supportersOf } from "./ranks.ts";
import { testSupporters } from "./testSupporters.ts";

const slugs = (list: { slug: string }[]) => list.map((supporter) => supporter.slug);

describe("supportersOf", () => {
  it("places supporters in tiers by what they give per month", () => {
    expect(slugs(supportersOf(testSupporters, "monthly", "platinum"))).toEqual(["fixture-platinum"]);
    expect(slugs(supportersOf(testSupporters, "monthly", "gold"))).toEqual([]);
    expect(slugs(supportersOf(testSupporters, "monthly", "bronze"))).toEqual(["fixture-bronze"]);
    expect(slugs(supportersOf(testSupporters, "monthly", "backer"))).toEqual(["fixture-backer"]);
  });

  it("places supporters in tiers by what they gave in all", () => {
    expect(slugs(supportersOf(testSupporters, "total", "platinum"))).toEqual(["fixture-platinum"]);
    expect(slugs(supportersOf(testSupporters, "total", "gold"))).toEqual(["fixture-gold"]);
    expect(slugs(supportersOf(testSupporters, "total", "bronze"))).toEqual(["fixture-bronze"]);
    expect(slugs(supportersOf(testSupporters, "total", "backer"))).toEqual(["fixture-backer"]);
  });

  it("lists the latest first donations newest first, among those giving that way", () => {
    expect(slugs(supportersOf(testSupporters, "total", "latest"))).toEqual([
      "fixture-backer",
      "fixture-bronze",
      "fixture-gold",
      "fixture-platinum",
    ]);
    expect(slugs(supportersOf(testSupporters, "monthly", "latest"))).not.toContain("fixture-gold");
  });
});

describe("toSupporters", () => {
  it("keeps well-formed entries and drops the rest", () => {
    expect(toSupporters({ not: "a list" })).toEqual([]);
    expect(slugs(toSupporters([testSupporters[0], { slug: "no-amounts", name: "x" }, null, 3]))).toEqual([
      "fixture-platinum",
    ]);
  });
});
