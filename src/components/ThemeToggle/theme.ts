import { readStorage, writeStorage } from "../../utilities/storage.ts";

export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";
export const DARK_SCHEME_QUERY = "(prefers-color-scheme: dark)";
const THEMES: readonly Theme[] = ["light", "dark"];

function isTheme(value: unknown): value is Theme {
  return THEMES.includes(value as Theme);
}

function systemTheme(): Theme {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_SCHEME_QUERY).matches ? "dark" : "light";
}

/** The stored choice, else the system's; the inline script in src/index.html does the same before first paint. */
export function preferredTheme(): Theme {
  const stored = readStorage(THEME_STORAGE_KEY);
  return isTheme(stored) ? stored : systemTheme();
}

/** The theme on the page now, as the inline script or the last toggle set it. */
export function currentTheme(): Theme {
  const applied = document.documentElement.dataset.theme;
  return isTheme(applied) ? applied : preferredTheme();
}

/** Both an attribute (for the tokens) and a class (for stylesheets that select by class). */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  for (const other of THEMES) root.classList.toggle(`theme-${other}`, other === theme);
}

const listeners = new Set<() => void>();

export function chooseTheme(theme: Theme): void {
  writeStorage(THEME_STORAGE_KEY, theme);
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

/** Notifies on a toggle, and follows the system's scheme while the reader has made no choice. */
export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof window.matchMedia === "function" ? window.matchMedia(DARK_SCHEME_QUERY) : undefined;
  const followSystem = () => {
    if (isTheme(readStorage(THEME_STORAGE_KEY))) return;
    applyTheme(systemTheme());
    listener();
  };
  media?.addEventListener("change", followSystem);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener("change", followSystem);
  };
}
