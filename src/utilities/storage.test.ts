import { readStorage, readStoredJson, writeStorage } from "./storage.ts";

describe("storage", () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
  });

  it("reads back what it wrote", () => {
    writeStorage("theme", "dark");
    expect(readStorage("theme")).toBe("dark");
    expect(readStorage("absent")).toBeNull();
  });

  it("treats a refused storage as empty instead of throwing", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(readStorage("theme")).toBeNull();
    expect(() => writeStorage("theme", "dark")).not.toThrow();
    expect(readStoredJson("theme")).toBeUndefined();
  });

  it("parses stored JSON and ignores corrupt JSON", () => {
    window.localStorage.setItem("good", '{"a":1}');
    window.localStorage.setItem("bad", "{not json");
    expect(readStoredJson("good")).toEqual({ a: 1 });
    expect(readStoredJson("bad")).toBeUndefined();
    expect(readStoredJson("absent")).toBeUndefined();
  });
});
