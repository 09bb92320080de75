import { readStorage, removeStorage, writeStorage } from "../../utilities/storage.ts";

export type Theme = "light" | "dark";

/** What the reader asked for: a theme of their own, or whatever their system uses ("system", stored as no value). */
export type ThemeChoice = "system" | Theme;

const THEME_STORAGE_KEY = "theme";
const DARK_SCHEME_QUERY = "(prefers-color-scheme: dark)";
const THEMES: readonly Theme[] = ["light", "dark"];

/** The order the toggle goes through the choices, back to the first after the last. */
const THEME_CHOICES: readonly ThemeChoice[] = ["system", "light", "dark"];

/** On <html>: the reader's choice, set by the inline script in src/index.html, so the toggle's icon is right before hydration. */
const CHOICE_ATTRIBUTE = "data-theme-choice";

function isTheme(value: unknown): value is Theme {
  return THEMES.includes(value as Theme);
}

function systemTheme(): Theme {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_SCHEME_QUERY).matches ? "dark" : "light";
}

/** The stored choice; anything else in storage (nothing, a corrupt value, a refused read) is "system". */
export function storedChoice(): ThemeChoice {
  const stored = readStorage(THEME_STORAGE_KEY);
  return isTheme(stored) ? stored : "system";
}

/**
 * The stored choice, else the system's. The inline script in src/index.html does the same before first
 * paint, without comments of its own: every page carries its bytes.
 */
export function preferredTheme(): Theme {
  const choice = storedChoice();
  return choice === "system" ? systemTheme() : choice;
}

/** Both an attribute (for the tokens) and a class (for stylesheets that select by class). */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  for (const other of THEMES) root.classList.toggle(`theme-${other}`, other === theme);
}

/** The choice after `choice` in the toggle's cycle. */
export function nextChoice(choice: ThemeChoice): ThemeChoice {
  return THEME_CHOICES[(THEME_CHOICES.indexOf(choice) + 1) % THEME_CHOICES.length] ?? "system";
}

const listeners = new Set<() => void>();

export function chooseTheme(choice: ThemeChoice): void {
  if (choice === "system") removeStorage(THEME_STORAGE_KEY);
  else writeStorage(THEME_STORAGE_KEY, choice);
  document.documentElement.setAttribute(CHOICE_ATTRIBUTE, choice);
  applyTheme(choice === "system" ? systemTheme() : choice);
  listeners.forEach((listener) => listener());
}

/** Notifies on a choice, and follows the system's scheme while the reader's choice is "system". */
export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof window.matchMedia === "function" ? window.matchMedia(DARK_SCHEME_QUERY) : undefined;
  const followSystem = () => {
    if (storedChoice() !== "system") return;
    applyTheme(systemTheme());
    listener();
  };
  media?.addEventListener("change", followSystem);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener("change", followSystem);
  };
}
