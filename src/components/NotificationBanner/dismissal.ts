import { NOTIFICATION_VERSION } from "../../constants.ts";
import { readStorage, writeStorage } from "../../utilities/storage.ts";

export const DISMISSED_STORAGE_KEY = "notification-dismissed";

/**
 * On <html> when the reader dismissed this notice: set before first paint by the inline script in
 * src/index.html (which repeats the key and NOTIFICATION_VERSION), so the prerendered banner never
 * shows to them, not even until hydration.
 */
export const DISMISSED_ATTRIBUTE = "data-notification-dismissed";

const listeners = new Set<() => void>();

export function isDismissed(): boolean {
  return readStorage(DISMISSED_STORAGE_KEY) === NOTIFICATION_VERSION;
}

/** Remembers the notice's version, so a new notice (a new NOTIFICATION_VERSION) shows again. */
export function dismiss(): void {
  writeStorage(DISMISSED_STORAGE_KEY, NOTIFICATION_VERSION);
  document.documentElement.setAttribute(DISMISSED_ATTRIBUTE, "");
  listeners.forEach((listener) => listener());
}

export function subscribeToDismissal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
