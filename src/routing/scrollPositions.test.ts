import { arrivedAt, restoreSavedPositions, savePosition, savedPosition } from "./scrollPositions.ts";

function enterHistoryEntry(key: string | undefined, pathname = "/concepts/") {
  window.history.replaceState(key === undefined ? { idx: 0 } : { key, idx: 1 }, "", pathname);
}

describe("scroll positions", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("files positions under the document's own entry from the start, before any page arrives", () => {
    enterHistoryEntry(undefined);
    restoreSavedPositions();
    savePosition(900);
    expect(savedPosition({ key: "default", pathname: "/concepts/" })).toBe(900);
  });

  it("keeps apart the documents opened by their address in one tab, which React Router all calls default", () => {
    enterHistoryEntry(undefined, "/concepts/");
    restoreSavedPositions();
    savePosition(900);
    enterHistoryEntry(undefined, "/guides/");
    restoreSavedPositions();
    expect(savedPosition({ key: "default", pathname: "/guides/" })).toBeUndefined();
    expect(savedPosition({ key: "default", pathname: "/concepts/" })).toBe(900);
  });

  it("ignores a scroll reported after back or forward changed the entry, before its page arrived", () => {
    enterHistoryEntry("second", "/guides/");
    arrivedAt({ key: "second", pathname: "/guides/" });
    savePosition(400);
    // Forward to "second" while the "first" page is still on screen: a late scroll event of that
    // page reads the new entry.
    arrivedAt({ key: "first", pathname: "/concepts/" });
    savePosition(900);
    expect(savedPosition({ key: "second", pathname: "/guides/" })).toBe(400);
  });

  it("starts without saved positions when session storage holds something unreadable", () => {
    window.sessionStorage.setItem("scroll-positions", "{not json");
    expect(() => restoreSavedPositions()).not.toThrow();
    window.sessionStorage.setItem("scroll-positions", JSON.stringify({ stored: "far", kept: 120 }));
    restoreSavedPositions();
    expect(savedPosition({ key: "stored", pathname: "/" })).toBeUndefined();
    expect(savedPosition({ key: "kept", pathname: "/" })).toBe(120);
  });

  it("takes only the document's own entry, before any page arrived, for the prerendered page's arrival", () => {
    jest.isolateModules(() => {
      // A fresh module: arrivals are counted per document.
      const fresh = jest.requireActual<typeof import("./scrollPositions.ts")>("./scrollPositions.ts");
      enterHistoryEntry(undefined, "/concepts/");
      fresh.restoreSavedPositions();
      expect(fresh.isDocumentArrival({ key: "pushed", pathname: "/guides/" })).toBe(false);
      expect(fresh.isDocumentArrival({ key: "default", pathname: "/concepts/" })).toBe(true);
      fresh.arrivedAt({ key: "default", pathname: "/concepts/" });
      expect(fresh.isDocumentArrival({ key: "default", pathname: "/concepts/" })).toBe(false);
    });
  });
});
