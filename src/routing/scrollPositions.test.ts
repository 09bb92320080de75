import { arrivedAt, restoreSavedPositions, savePosition, savedPosition } from "./scrollPositions.ts";

function enterHistoryEntry(key: string | undefined) {
  window.history.replaceState(key === undefined ? { idx: 0 } : { key, idx: 1 }, "");
}

describe("scroll positions", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("files positions under the document's own entry from the start, before any page arrives", () => {
    enterHistoryEntry(undefined);
    restoreSavedPositions();
    savePosition(900);
    expect(savedPosition("default")).toBe(900);
  });

  it("ignores a scroll reported after back or forward changed the entry, before its page arrived", () => {
    enterHistoryEntry("second");
    arrivedAt("second");
    savePosition(400);
    // Forward to "second" while the "first" page is still on screen: a late scroll event of that
    // page reads the new entry.
    arrivedAt("first");
    savePosition(900);
    expect(savedPosition("second")).toBe(400);
  });

  it("starts without saved positions when session storage holds something unreadable", () => {
    window.sessionStorage.setItem("scroll-positions", "{not json");
    expect(() => restoreSavedPositions()).not.toThrow();
    window.sessionStorage.setItem("scroll-positions", JSON.stringify({ stored: "far", kept: 120 }));
    restoreSavedPositions();
    expect(savedPosition("stored")).toBeUndefined();
    expect(savedPosition("kept")).toBe(120);
  });
});
