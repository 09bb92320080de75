/**
 * The sponsors data `npm run fetch` writes and the app's sponsors section reads: one entry per
 * backer on Open Collective, amounts in US dollars.
 */
export interface Supporter {
  slug: string;
  name: string;
  avatar?: string;
  website?: string;
  monthlyDonations: number;
  totalDonations: number;
  /** ISO date of the first donation. */
  firstDonation?: string;
}

function isSupporter(value: unknown): value is Supporter {
  const candidate = value as Partial<Supporter> | null;
  return (
    typeof candidate?.slug === "string" &&
    typeof candidate.name === "string" &&
    typeof candidate.monthlyDonations === "number" &&
    typeof candidate.totalDonations === "number"
  );
}

/** The well-formed entries of the fetched data; anything else is dropped rather than shown broken. */
export function toSupporters(data: unknown): Supporter[] {
  return Array.isArray(data) ? data.filter(isSupporter) : [];
}
