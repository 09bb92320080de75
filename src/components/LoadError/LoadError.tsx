import styles from "./LoadError.module.css";

/** What a reader sees when a lazily loaded part of the site (a page, search, the vote app) failed to load. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p>Error loading content.</p>
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
