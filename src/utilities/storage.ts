import { parseJson } from "./untrustedInput.ts";

/**
 * localStorage that never throws: it is missing in the prerender, and browsers refuse it in private
 * modes or when it is full, which must not break the page. A refused read is a missing value.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** A refused write leaves the value unsaved: the page still works, it forgets on reload. */
export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the choice lasts for this visit only.
  }
}

/** A refused removal leaves the old value: the page still works, the reader's change lasts for this visit. */
export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do, as with a refused write.
  }
}

/** A stored JSON value, or undefined when it is absent or not valid JSON. */
export function readStoredJson(key: string): unknown {
  const text = readStorage(key);
  return text === null ? undefined : parseJson(text);
}
