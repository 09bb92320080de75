import { useEffect, useState } from "react";
import { ROTATED_WORDS, ROTATOR_DELAY_MS, ROTATOR_REPEAT_MS } from "../../constants.ts";
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion.ts";
import styles from "./TextRotator.module.css";

/**
 * One word at a time from ROTATED_WORDS: the first for ROTATOR_DELAY_MS, then the next every
 * ROTATOR_REPEAT_MS. Every word sizes the slot, so the heading never reflows.
 */
export function TextRotator() {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (reducedMotion) return undefined;
    const next = () => setIndex((value) => (value + 1) % ROTATED_WORDS.length);
    let repeat: number | undefined;
    const delay = window.setTimeout(() => {
      next();
      repeat = window.setInterval(next, ROTATOR_REPEAT_MS);
    }, ROTATOR_DELAY_MS);
    return () => {
      window.clearTimeout(delay);
      window.clearInterval(repeat);
    };
  }, [reducedMotion]);

  const word = ROTATED_WORDS[reducedMotion ? 0 : index];
  return (
    <span className={styles.rotator}>
      {ROTATED_WORDS.map((sizer) => (
        <span key={sizer} className={styles.sizer} data-word={sizer} aria-hidden="true" />
      ))}
      <span key={word} className={styles.word}>
        {word}
      </span>
    </span>
  );
}
