import { useSyncExternalStore } from "react";
import styles from "./ThemeToggle.module.css";
import { chooseTheme, nextChoice, storedChoice, subscribeToTheme, type ThemeChoice } from "./theme.ts";

const THEME_CHOICE_LABELS: Record<ThemeChoice, string> = {
  system: "follows the system",
  light: "light",
  dark: "dark",
};

/** The choice as the tooltip names the next one: "Click for dark." */
const THEME_CHOICE_NAMES: Record<ThemeChoice, string> = {
  system: "the system's scheme",
  light: "light",
  dark: "dark",
};

// The prerender cannot know the reader's choice; the icons follow <html data-theme-choice> through
// CSS, so only the button's name waits for hydration.
const serverChoice = (): ThemeChoice => "system";

/**
 * One button that goes round the three choices: the system's scheme, light, dark. Its icon and name
 * say the current one, and its tooltip says it and the next, for a mouse user who cannot read the icon.
 */
export function ThemeToggle() {
  const choice = useSyncExternalStore(subscribeToTheme, storedChoice, serverChoice);
  const next = nextChoice(choice);
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label={`Theme: ${THEME_CHOICE_LABELS[choice]}`}
      title={`Theme: ${THEME_CHOICE_LABELS[choice]}. Click for ${THEME_CHOICE_NAMES[next]}.`}
      onClick={() => chooseTheme(next)}
    >
      <svg className={styles.system} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <rect x="2.5" y="4" width="19" height="13" rx="1.5" />
        <path d="M8 21h8M12 17v4" />
      </svg>
      <svg className={styles.sun} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4.5" />
        <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1" />
      </svg>
      <svg className={styles.moon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1Z" />
      </svg>
    </button>
  );
}
