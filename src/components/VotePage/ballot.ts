import { readStoredJson, writeStorage } from "../../utilities/storage.ts";

/** How many votes a reader may spend in all. */
export const VOTE_BUDGET = 10;
const BALLOT_STORAGE_KEY = "vote-ballot";

/** The reader's votes per proposal id. */
export type Ballot = Readonly<Record<string, number>>;

export function spentVotes(ballot: Ballot): number {
  return Object.values(ballot).reduce((sum, votes) => sum + votes, 0);
}

export function remainingVotes(ballot: Ballot): number {
  return VOTE_BUDGET - spentVotes(ballot);
}

export function votesFor(ballot: Ballot, id: string): number {
  return ballot[id] ?? 0;
}

/** One more vote for a proposal, when the budget allows it. */
export function addVote(ballot: Ballot, id: string): Ballot {
  return remainingVotes(ballot) > 0 ? { ...ballot, [id]: votesFor(ballot, id) + 1 } : ballot;
}

/** One vote fewer for a proposal, never below none. */
export function removeVote(ballot: Ballot, id: string): Ballot {
  const votes = votesFor(ballot, id);
  if (votes === 0) return ballot;
  const next: Record<string, number> = { ...ballot, [id]: votes - 1 };
  if (votes === 1) delete next[id];
  return next;
}

/**
 * A stored ballot, trusted only if it is one: votes for known proposals, whole and positive, within
 * the budget. Anything else (edited by hand, or left from other proposals) starts an empty ballot.
 */
export function parseBallot(stored: unknown, proposalIds: readonly string[]): Ballot {
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return {};
  const entries = Object.entries(stored as Record<string, unknown>);
  const valid = entries.every(
    ([id, votes]) => proposalIds.includes(id) && typeof votes === "number" && Number.isInteger(votes) && votes > 0,
  );
  const ballot = Object.fromEntries(entries) as Record<string, number>;
  return valid && spentVotes(ballot) <= VOTE_BUDGET ? ballot : {};
}

export function loadBallot(proposalIds: readonly string[]): Ballot {
  return parseBallot(readStoredJson(BALLOT_STORAGE_KEY), proposalIds);
}

export function saveBallot(ballot: Ballot): void {
  writeStorage(BALLOT_STORAGE_KEY, JSON.stringify(ballot));
}
