import { useSyncExternalStore } from "react";
import styles from "./ThemeToggle.module.css";
import { chooseTheme, currentTheme, subscribeToTheme, type Theme } from "./theme.ts";

// The prerender cannot know the reader's theme; the icons follow <html data-theme> through CSS,
// so only aria-pressed waits for hydration.
const serverTheme = (): Theme => "light";

export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme, serverTheme);
  const dark = theme === "dark";
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label="Toggle theme"
      aria-pressed={dark}
      onClick={() => chooseTheme(dark ? "light" : "dark")}
    >
      <svg className={styles.moon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1Z" />
      </svg>
      <svg className={styles.sun} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4.5" />
        <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1" />
      </svg>
    </button>
  );
}
