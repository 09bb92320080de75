import { useEffect, useState } from "react";
import styles from "./VotePage.module.css";
import {
  addVote,
  loadBallot,
  remainingVotes,
  removeVote,
  saveBallot,
  spentVotes,
  VOTE_BUDGET,
  votesFor,
  type Ballot,
} from "./ballot.ts";
import { proposals as allProposals, type Proposal } from "./proposals.ts";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The proposals with the reader's votes, kept in local storage. Browser-only: it reads storage as it starts. */
export function VoteBallot({ proposals = allProposals }: { proposals?: readonly Proposal[] }) {
  const [ballot, setBallot] = useState<Ballot>(() => loadBallot(proposals.map((proposal) => proposal.id)));
  useEffect(() => saveBallot(ballot), [ballot]);
  const remaining = remainingVotes(ballot);

  return (
    <>
      <p role="status" className={styles.budget}>
        {plural(remaining, "vote")} of {VOTE_BUDGET} left · {plural(spentVotes(ballot), "vote")} cast
      </p>
      <ol className={styles.proposals}>
        {proposals.map((proposal) => {
          const votes = votesFor(ballot, proposal.id);
          return (
            <li key={proposal.id} className={styles.proposal}>
              <div className={styles.text}>
                <h2 id={`proposal-${proposal.id}`} className={styles.title}>
                  {proposal.title}
                </h2>
                <p className={styles.description}>{proposal.description}</p>
              </div>
              <div className={styles.controls}>
                <button
                  type="button"
                  className={styles.voteButton}
                  aria-label={`Remove vote for ${proposal.title}`}
                  disabled={votes === 0}
                  onClick={() => setBallot((current) => removeVote(current, proposal.id))}
                >
                  −
                </button>
                <span className={styles.total}>{plural(votes, "vote")}</span>
                <button
                  type="button"
                  className={styles.voteButton}
                  aria-label={`Vote for ${proposal.title}`}
                  disabled={remaining === 0}
                  onClick={() => setBallot((current) => addVote(current, proposal.id))}
                >
                  +
                </button>
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}
