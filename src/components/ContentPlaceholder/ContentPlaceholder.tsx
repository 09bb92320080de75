import styles from "./ContentPlaceholder.module.css";

const LINES = 5;

/** The shape of a page while its chunk loads, so nothing jumps when the text arrives. */
export function ContentPlaceholder() {
  return (
    <div className={styles.placeholder} role="status" aria-label="Loading content">
      {Array.from({ length: LINES }, (_, index) => (
        <span key={index} className={styles.line} />
      ))}
    </div>
  );
}
