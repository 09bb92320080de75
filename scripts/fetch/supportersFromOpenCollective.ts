import type { Supporter } from "../../common/supporters.ts";

/** The fields of an account the supporters query asks Open Collective's GraphQL API (v2) for. */
export interface OpenCollectiveAccount {
  slug: string;
  name: string | null;
  website: string | null;
  imageUrl: string | null;
}

/** An `Amount` of the API: `value` is in the collective's currency (US dollars for webpack), not cents. */
export interface OpenCollectiveAmount {
  value: number | null;
  currency: string | null;
}

/** A `Member` of the webpack collective. `account` is null for incognito backers. */
export interface OpenCollectiveMember {
  createdAt: string;
  totalDonations: OpenCollectiveAmount;
  account: OpenCollectiveAccount | null;
}

/** A credit `Transaction` to the webpack collective. */
export interface OpenCollectiveTransaction {
  createdAt: string;
  amountInHostCurrency: OpenCollectiveAmount | null;
  fromAccount: Pick<OpenCollectiveAccount, "slug"> | null;
}

function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** A link the site may put in an `href` or `src`: only web addresses, never `javascript:` and the like. */
function webAddress(value: string | null): string | undefined {
  return value && /^https?:\/\//i.test(value) ? value : undefined;
}

/** What each account gave in the transactions, by slug. */
function givenBySlug(transactions: readonly OpenCollectiveTransaction[]): Map<string, number> {
  const given = new Map<string, number>();
  for (const transaction of transactions) {
    const slug = transaction.fromAccount?.slug;
    const value = transaction.amountInHostCurrency?.value ?? 0;
    if (slug && value > 0) given.set(slug, (given.get(slug) ?? 0) + value);
  }
  return given;
}

/**
 * Turns the webpack collective's members and its last twelve months of credit transactions into
 * the supporters the site shows: `totalDonations` is what a backer gave in all, `monthlyDonations`
 * what it gave in the last year divided by twelve, both in US dollars rounded to the cent;
 * `firstDonation` is when it became a member. A backer listed once per tier appears once; incognito
 * members and members who never gave are left out. Biggest total first.
 */
export function supportersFromOpenCollective(
  members: readonly OpenCollectiveMember[],
  lastYearTransactions: readonly OpenCollectiveTransaction[],
): Supporter[] {
  const lastYear = givenBySlug(lastYearTransactions);
  const bySlug = new Map<string, Supporter>();
  for (const member of members) {
    const account = member.account;
    if (!account) continue;
    const totalDonations = cents(member.totalDonations.value ?? 0);
    const known = bySlug.get(account.slug);
    if (known) {
      known.totalDonations = Math.max(known.totalDonations, totalDonations);
      if (member.createdAt < (known.firstDonation ?? member.createdAt)) known.firstDonation = member.createdAt;
      continue;
    }
    const avatar = webAddress(account.imageUrl);
    const website = webAddress(account.website);
    bySlug.set(account.slug, {
      slug: account.slug,
      name: account.name?.trim() || account.slug,
      ...(avatar && { avatar }),
      ...(website && { website }),
      monthlyDonations: cents((lastYear.get(account.slug) ?? 0) / 12),
      totalDonations,
      firstDonation: member.createdAt,
    });
  }
  return [...bySlug.values()]
    .filter((supporter) => supporter.totalDonations > 0 || supporter.monthlyDonations > 0)
    .sort((a, b) => b.totalDonations - a.totalDonations || a.slug.localeCompare(b.slug));
}
