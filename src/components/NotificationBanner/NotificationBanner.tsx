import { useState } from "react";
import { Link } from "react-router-dom";
import { NOTIFICATION_VERSION } from "../../constants.ts";
import { readStorage, writeStorage } from "../../utilities/storage.ts";
import styles from "./NotificationBanner.module.css";

export const DISMISSED_STORAGE_KEY = "notification-dismissed";

/**
 * The site-wide notice. Dismissal remembers the notice's version, so a new notice (a new
 * NOTIFICATION_VERSION) shows again to readers who dismissed the previous one.
 */
export function NotificationBanner() {
  const [dismissed, setDismissed] = useState(() => readStorage(DISMISSED_STORAGE_KEY) === NOTIFICATION_VERSION);
  if (dismissed) return null;
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
          writeStorage(DISMISSED_STORAGE_KEY, NOTIFICATION_VERSION);
          setDismissed(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M5 5l14 14M19 5L5 19" />
        </svg>
      </button>
    </aside>
  );
}
