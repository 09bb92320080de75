import { PageHead } from "../../head/PageHead.tsx";
import { useIsClient } from "../../hooks/useIsClient.ts";
import { ContentPlaceholder } from "../ContentPlaceholder/ContentPlaceholder.tsx";
import { LazyChunk } from "../LazyChunk/LazyChunk.tsx";
import styles from "./VotePage.module.css";

// Votes live in the reader's storage, so the ballot is browser-only and loads as its own chunk.
const loadVoteBallot = () => import("./VoteBallot.tsx").then((module) => module.VoteBallot);

export function VotePage() {
  const isClient = useIsClient();
  return (
    <div className={styles.votePage}>
      <PageHead
        title="Vote"
        description="Vote on what the webpack documentation and webpack itself should improve next."
      />
      <h1>Vote</h1>
      <p>
        Which improvements to the documentation and to webpack matter most to you? Spread up to ten votes over the
        proposals below; you can move them at any time.
      </p>
      {isClient ? (
        <LazyChunk load={loadVoteBallot} props={{}} fallback={<ContentPlaceholder />} />
      ) : (
        <ContentPlaceholder />
      )}
    </div>
  );
}
