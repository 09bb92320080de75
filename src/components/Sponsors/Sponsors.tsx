import { useId } from "react";
import styles from "./Sponsors.module.css";
import { RANK_TITLES, supportersOf, type SponsorRank, type SponsorType } from "./ranks.ts";
import { supporters } from "./supporters.ts";

/** One rank of supporters, as logos or names linking to their sites. */
export function Sponsors({ type, rank }: { type: SponsorType; rank: SponsorRank }) {
  const headingId = useId();
  const shown = supportersOf(supporters, type, rank);
  return (
    <section className={`${styles.rank} ${styles[rank]}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.rankHeading}>
        {RANK_TITLES[rank]}
      </h3>
      <div className={styles.row}>
        {shown.length === 0 ? (
          <p className={styles.empty}>None yet.</p>
        ) : (
          <ul className={styles.list}>
            {shown.map((supporter) => (
              <li key={supporter.slug}>
                <a
                  href={supporter.website ?? `https://opencollective.com/${supporter.slug}`}
                  className={styles.supporter}
                  title={supporter.name}
                  rel="noopener nofollow"
                >
                  {supporter.avatar ? (
                    <img src={supporter.avatar} alt={supporter.name} className={styles.avatar} loading="lazy" />
                  ) : (
                    supporter.name
                  )}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
