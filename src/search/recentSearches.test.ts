import { forgetSearch, MAX_RECENT_SEARCHES, readRecentSearches, rememberSearch } from "./recentSearches.ts";

describe("recent searches", () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps the latest searches first, each once, at most MAX_RECENT_SEARCHES", () => {
    expect(readRecentSearches()).toEqual([]);
    rememberSearch("devtool");
    rememberSearch(" publicPath ");
    expect(rememberSearch("devtool")).toEqual(["devtool", "publicPath"]);
    for (let n = 0; n < MAX_RECENT_SEARCHES + 2; n++) rememberSearch(`query ${n}`);
    expect(readRecentSearches()).toHaveLength(MAX_RECENT_SEARCHES);
    expect(readRecentSearches()[0]).toBe(`query ${MAX_RECENT_SEARCHES + 1}`);
    expect(rememberSearch("   ")).toHaveLength(MAX_RECENT_SEARCHES);
  });

  it("forgets one search and keeps the others", () => {
    rememberSearch("entry");
    rememberSearch("output");
    expect(forgetSearch("entry")).toEqual(["output"]);
    expect(readRecentSearches()).toEqual(["output"]);
  });

  it.each([["not json"], ['{"a":1}'], ['[1, null, {}, "ok", "ok", ""]'], ["null"]])(
    "reads corrupt storage %s as what it can use, never throwing",
    (stored) => {
      window.localStorage.setItem("recent-searches", stored);
      expect(readRecentSearches()).toEqual(stored.includes("ok") ? ["ok"] : []);
      expect(rememberSearch("entry")[0]).toBe("entry");
    },
  );

  it("works for the visit when the browser refuses storage", () => {
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(readRecentSearches()).toEqual([]);
    expect(rememberSearch("entry")).toEqual(["entry"]);
    expect(forgetSearch("entry")).toEqual([]);
    getItem.mockRestore();
    setItem.mockRestore();
  });
});
