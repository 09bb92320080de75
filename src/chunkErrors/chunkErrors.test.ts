import { buildOf, isChunkLoadError, reloadForNewDeployment } from "./chunkErrors.ts";

const chunkError = Object.assign(new Error("Loading chunk 42 failed.\n(error: /assets/page-x.js)"), {
  name: "ChunkLoadError",
  type: "error",
});
const page = (hash: string) => `<html><head><script defer src="/assets/main.${hash}.js"></script></head></html>`;

describe("chunk errors", () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.head.innerHTML = '<script defer src="/assets/main.aaaaaaaaaa.js"></script>';
  });

  it("recognises webpack's ChunkLoadError and mini-css-extract-plugin's CSS_CHUNK_LOAD_FAILED", () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(
      isChunkLoadError(Object.assign(new Error("Loading CSS chunk 7 failed."), { code: "CSS_CHUNK_LOAD_FAILED" })),
    ).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error("Cannot find module"), { code: "MODULE_NOT_FOUND" }))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it("names a build by its main script", () => {
    expect(buildOf(page("0123456789"))).toBe("/assets/main.0123456789.js");
    expect(buildOf("<html></html>")).toBeUndefined();
  });

  it("reloads once when the server has a new build, never twice for the same build", async () => {
    const reload = jest.fn();
    const check = { fetchPage: async () => page("bbbbbbbbbb"), reload };
    await expect(reloadForNewDeployment(chunkError, check)).resolves.toBe(true);
    await expect(reloadForNewDeployment(chunkError, check)).resolves.toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("leaves the error to the reader when the build is the same, the check fails or the error is another", async () => {
    const reload = jest.fn();
    await expect(
      reloadForNewDeployment(chunkError, { fetchPage: async () => page("aaaaaaaaaa"), reload }),
    ).resolves.toBe(false);
    const offline = { fetchPage: () => Promise.reject(new TypeError("Failed to fetch")), reload };
    await expect(reloadForNewDeployment(chunkError, offline)).resolves.toBe(false);
    await expect(
      reloadForNewDeployment(new Error("boom"), { fetchPage: async () => page("cccccccccc"), reload }),
    ).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("survives refused storage", async () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied");
    });
    const reload = jest.fn();
    await expect(
      reloadForNewDeployment(chunkError, { fetchPage: async () => page("dddddddddd"), reload }),
    ).resolves.toBe(true);
    jest.restoreAllMocks();
  });
});
