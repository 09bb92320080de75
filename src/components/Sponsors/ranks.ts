import type { Supporter } from "../../../common/supporters.ts";
import type { SPONSOR_RANKS } from "../../constants.ts";

export type SponsorType = "monthly" | "total";
export type SponsorRank = (typeof SPONSOR_RANKS)[number];

export const RANK_TITLES: Record<SponsorRank, string> = {
  latest: "Latest sponsors",
  platinum: "Platinum sponsors",
  gold: "Gold sponsors",
  silver: "Silver sponsors",
  bronze: "Bronze sponsors",
  backer: "Backers",
};

type TierRank = Exclude<SponsorRank, "latest">;

/** The least a supporter gives, per month or in all, to stand in each tier. */
const TIER_MINIMUMS: Record<SponsorType, Record<TierRank, number>> = {
  monthly: { platinum: 1000, gold: 500, silver: 250, bronze: 100, backer: 1 },
  total: { platinum: 50000, gold: 10000, silver: 2000, bronze: 200, backer: 1 },
};

const TIERS: readonly TierRank[] = ["platinum", "gold", "silver", "bronze", "backer"];
const LATEST_COUNT = 10;

function amount(supporter: Supporter, type: SponsorType): number {
  return type === "monthly" ? supporter.monthlyDonations : supporter.totalDonations;
}

function tierOf(supporter: Supporter, type: SponsorType): TierRank | undefined {
  return TIERS.find((tier) => amount(supporter, type) >= TIER_MINIMUMS[type][tier]);
}

/**
 * The supporters of a rank, biggest first; `latest` is the newest first donations among those
 * who give in the chosen way.
 */
export function supportersOf(supporters: readonly Supporter[], type: SponsorType, rank: SponsorRank): Supporter[] {
  if (rank === "latest") {
    return supporters
      .filter((supporter) => supporter.firstDonation && amount(supporter, type) > 0)
      .sort((a, b) => (b.firstDonation ?? "").localeCompare(a.firstDonation ?? ""))
      .slice(0, LATEST_COUNT);
  }
  return supporters
    .filter((supporter) => tierOf(supporter, type) === rank)
    .sort((a, b) => amount(b, type) - amount(a, type));
}
