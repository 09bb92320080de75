import { useState } from "react";
import { MONTHLY_SPONSORS_PROBABILITY, SPONSOR_RANKS } from "../../constants.ts";
import styles from "./Sponsors.module.css";
import { Sponsors } from "./Sponsors.tsx";
import { SponsorsFrame } from "./SponsorsFrame.tsx";
import type { SponsorType } from "./ranks.ts";

const TYPE_LABELS: Record<SponsorType, string> = { monthly: "Monthly", total: "All time" };

/** Every rank, monthly or all-time; which one comes first is left to chance so both get seen. */
export function SponsorsBoard({ random = Math.random }: { random?: () => number }) {
  const [type, setType] = useState<SponsorType>(() => (random() < MONTHLY_SPONSORS_PROBABILITY ? "monthly" : "total"));
  const controls = (
    <div role="group" aria-label="Sponsors to show" className={styles.switch}>
      {(["monthly", "total"] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={styles.switchButton}
          aria-pressed={type === option}
          onClick={() => setType(option)}
        >
          {TYPE_LABELS[option]}
        </button>
      ))}
    </div>
  );
  return (
    <SponsorsFrame controls={controls}>
      {SPONSOR_RANKS.map((rank) => (
        <Sponsors key={rank} type={type} rank={rank} />
      ))}
    </SponsorsFrame>
  );
}
