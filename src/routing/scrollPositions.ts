/**
 * Where the reader was on each history entry, by React Router's location key, so back and forward
 * return there. Kept in session storage so a reload followed by "back" still finds it; an
 * unreadable or foreign value there counts as nothing saved.
 */
const STORAGE_KEY = "scroll-positions";
const positions = new Map<string, number>();
/** React Router's key of the current history entry, as it stores it in the entry's state. */
export function currentEntryKey(): string {
  const state = window.history.state as { key?: unknown } | null;
  return typeof state?.key === "string" ? state.key : "default";
}

/**
 * The history entry whose page is on screen. At first the document's own: a prerendered page is
 * there before React hydrates it (and React may hydrate the page's content after the reader has
 * started scrolling).
 */
let shownEntry: string | undefined;

export function restoreSavedPositions(): void {
  shownEntry = currentEntryKey();
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "{}") as unknown;
    if (typeof saved !== "object" || saved === null) return;
    for (const [key, value] of Object.entries(saved)) if (typeof value === "number") positions.set(key, value);
  } catch {
    // Corrupt or refused storage: start without saved positions.
  }
}

export function persistPositions(): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // Refused storage: positions last for this document only.
  }
}

/** Called once an entry's page is on screen and scrolled where it belongs. */
export function arrivedAt(key: string): void {
  shownEntry = key;
}

/**
 * Files a scroll position under the entry the address bar shows, only while that entry's page is
 * the one on screen: between a back or forward and the new page's arrival, a scroll event still
 * describes the previous page and must not overwrite the new entry's position.
 */
export function savePosition(top: number): void {
  const key = currentEntryKey();
  if (key === shownEntry) positions.set(key, top);
}

export function savedPosition(key: string): number | undefined {
  return positions.get(key);
}
