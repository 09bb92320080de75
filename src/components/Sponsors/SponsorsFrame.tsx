import type { ReactNode } from "react";
import styles from "./Sponsors.module.css";

const BECOME_A_SPONSOR_URL = "https://opencollective.com/webpack";

/** What the skeleton and the loaded sponsors share, so the swap between them moves nothing. */
export function SponsorsFrame({ controls, children }: { controls: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.sponsors} aria-labelledby="sponsors-heading">
      <h2 id="sponsors-heading">Sponsors</h2>
      <p className={styles.intro}>
        webpack is built by people in their free time and funded by its sponsors.{" "}
        <a href={BECOME_A_SPONSOR_URL}>Become a sponsor</a>
      </p>
      <div className={styles.controls}>{controls}</div>
      {children}
    </section>
  );
}
