import { useState, useSyncExternalStore } from "react";
import { Link } from "react-router-dom";
import styles from "./NotificationBanner.module.css";
import { dismiss, isDismissed, subscribeToDismissal } from "./dismissal.ts";

// The prerender shows the notice to everyone; readers who dismissed it never see it, because the
// stylesheet hides it before first paint (DISMISSED_ATTRIBUTE), and it leaves the page at hydration.
const serverDismissed = () => false;

/**
 * The site-wide notice: a strip at the top of every page, in the flow of the page, so it covers
 * nothing and sits under any dialog's backdrop. Dismissed for good with its button, or for this
 * visit only when storage is refused.
 */
export function NotificationBanner() {
  const dismissedForGood = useSyncExternalStore(subscribeToDismissal, isDismissed, serverDismissed);
  const [dismissedForVisit, setDismissedForVisit] = useState(false);
  if (dismissedForGood || dismissedForVisit) return null;
  return (
    <aside className={styles.banner} aria-label="Notification">
      <p className={styles.message}>
        You are reading the documentation of webpack 5. Coming from webpack 4?{" "}
        <Link to="/migrate/5/" className={styles.link}>
          Read the migration guide
        </Link>
        .
      </p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label="Dismiss notification"
        onClick={() => {
          dismiss();
          setDismissedForVisit(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M5 5l14 14M19 5L5 19" />
        </svg>
      </button>
    </aside>
  );
}
