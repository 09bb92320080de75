/**
 * Where the reader was on each history entry, by React Router's location key, so back and forward
 * return there. Kept in session storage so a reload followed by "back" still finds it; an
 * unreadable or foreign value there counts as nothing saved.
 */
const STORAGE_KEY = "scroll-positions";
const positions = new Map<string, number>();

export function restoreSavedPositions(): void {
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

export function savePosition(key: string, top: number): void {
  positions.set(key, top);
}

export function savedPosition(key: string): number | undefined {
  return positions.get(key);
}
