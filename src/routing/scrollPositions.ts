/**
 * Where the reader was on each history entry, by React Router's location key, so back and forward
 * return there. Kept in session storage so a reload followed by "back" still finds it; an
 * unreadable or foreign value there counts as nothing saved.
 */
const STORAGE_KEY = "scroll-positions";
const positions = new Map<string, number>();
/** A history entry as React Router's location describes it. */
export interface HistoryEntry {
  key: string;
  pathname: string;
}

/**
 * The name positions are filed under. React Router names every entry it did not create itself
 * "default": each document opened by its address, whatever its path. Within one tab, those differ
 * by their path, so opening another page must not take the position of the one read before it.
 */
function entryName({ key, pathname }: HistoryEntry): string {
  return key === "default" ? `default ${pathname}` : key;
}

/** The entry the address bar shows, with React Router's key as it stores it in the entry's state. */
function currentEntryName(): string {
  const state = window.history.state as { key?: unknown } | null;
  const key = typeof state?.key === "string" ? state.key : "default";
  return entryName({ key, pathname: window.location.pathname });
}

/**
 * The history entry whose page is on screen. At first the document's own: a prerendered page is
 * there before React hydrates it (and React may hydrate the page's content after the reader has
 * started scrolling).
 */
let shownEntry: string | undefined;
/** Whether a page has arrived in this document yet: until then the prerendered page is the one on screen. */
let anyPageArrived = false;

export function restoreSavedPositions(): void {
  shownEntry = currentEntryName();
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
export function arrivedAt(entry: HistoryEntry): void {
  shownEntry = entryName(entry);
  anyPageArrived = true;
}

/** Whether this entry's page is the prerendered one the document opened with, arriving now that React has it. */
export function isDocumentArrival(entry: HistoryEntry): boolean {
  return !anyPageArrived && entryName(entry) === shownEntry;
}

/**
 * Files a scroll position under the entry the address bar shows, only while that entry's page is
 * the one on screen: between a back or forward and the new page's arrival, a scroll event still
 * describes the previous page and must not overwrite the new entry's position.
 */
export function savePosition(top: number): void {
  const name = currentEntryName();
  if (name === shownEntry) positions.set(name, top);
}

export function savedPosition(entry: HistoryEntry): number | undefined {
  return positions.get(entryName(entry));
}
