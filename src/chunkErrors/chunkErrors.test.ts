import { isChunkLoadError, reloadForNewDeployment } from "./chunkErrors.ts";

const chunkError = Object.assign(new Error("Loading chunk 42 failed.\n(error: /assets/page-x.js)"), {
  name: "ChunkLoadError",
  type: "error",
  request: "http://localhost/assets/page-x.0123456789.js",
});
const cssChunkError = Object.assign(new Error("Loading CSS chunk 7 failed."), {
  code: "CSS_CHUNK_LOAD_FAILED",
  request: "http://localhost/assets/page-x.0123456789.css",
});

describe("chunk errors", () => {
  beforeEach(() => window.localStorage.clear());

  it("recognises webpack's ChunkLoadError and mini-css-extract-plugin's CSS_CHUNK_LOAD_FAILED", () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(cssChunkError)).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error("Cannot find module"), { code: "MODULE_NOT_FOUND" }))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it("loads the page anew when the chunk's file is gone, once per missing file", async () => {
    const reload = jest.fn();
    const statusOf = jest.fn(async () => 404);
    await expect(reloadForNewDeployment(chunkError, { statusOf, reload })).resolves.toBe(true);
    expect(statusOf).toHaveBeenCalledWith("http://localhost/assets/page-x.0123456789.js");
    await expect(reloadForNewDeployment(chunkError, { statusOf, reload })).resolves.toBe(false);
    await expect(reloadForNewDeployment(cssChunkError, { statusOf: async () => 410, reload })).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("leaves the error to the reader when the file is there, the server cannot be reached or the error is another", async () => {
    const reload = jest.fn();
    await expect(reloadForNewDeployment(chunkError, { statusOf: async () => 200, reload })).resolves.toBe(false);
    await expect(reloadForNewDeployment(chunkError, { statusOf: async () => 503, reload })).resolves.toBe(false);
    const offline = { statusOf: () => Promise.reject(new TypeError("Failed to fetch")), reload };
    await expect(reloadForNewDeployment(chunkError, offline)).resolves.toBe(false);
    await expect(reloadForNewDeployment(new Error("boom"), { statusOf: async () => 404, reload })).resolves.toBe(false);
    const withoutRequest = Object.assign(new Error("Loading chunk 1 failed."), { name: "ChunkLoadError" });
    await expect(reloadForNewDeployment(withoutRequest, { statusOf: async () => 404, reload })).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("survives refused storage", async () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied");
    });
    const reload = jest.fn();
    await expect(reloadForNewDeployment(chunkError, { statusOf: async () => 404, reload })).resolves.toBe(true);
    jest.restoreAllMocks();
  });
});
