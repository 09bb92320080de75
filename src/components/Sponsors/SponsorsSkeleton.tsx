import { SPONSOR_RANKS } from "../../constants.ts";
import styles from "./Sponsors.module.css";
import { RANK_TITLES } from "./ranks.ts";
import { SponsorsFrame } from "./SponsorsFrame.tsx";

/** The rank headings at their final heights while the sponsors' chunk loads (and in the prerender). */
export function SponsorsSkeleton() {
  return (
    <SponsorsFrame controls={<span className={styles.controlsPlaceholder} />}>
      {SPONSOR_RANKS.map((rank) => (
        <section key={rank} className={`${styles.rank} ${styles[rank]}`} aria-label={RANK_TITLES[rank]}>
          <h3 className={styles.rankHeading}>{RANK_TITLES[rank]}</h3>
          <div className={`${styles.row} ${styles.loading}`} />
        </section>
      ))}
    </SponsorsFrame>
  );
}
