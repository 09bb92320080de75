import { createResource } from "./resource.ts";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createResource", () => {
  it("loads each key once and shares the load", async () => {
    const load = jest.fn(async (key: string) => key.toUpperCase());
    const resource = createResource(load);
    const first = resource.read("a");
    expect(resource.read("a")).toBe(first);
    expect(await first).toBe("A");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("marks a settled load so use() can read it without suspending", async () => {
    const resource = createResource(async (key: string) => `${key}!`);
    const promise = resource.read("page") as Promise<string> & { status?: string; value?: string };
    expect(resource.peek("page")).toBeUndefined();
    await settle();
    expect(promise).toMatchObject({ status: "fulfilled", value: "page!" });
    expect(resource.peek("page")).toBe("page!");
  });

  it("serves a value set ahead, as fulfilled, without loading", () => {
    const load = jest.fn(async () => "loaded");
    const resource = createResource(load);
    resource.set("page", "prerendered");
    expect(resource.read("page")).toMatchObject({ status: "fulfilled", value: "prerendered" });
    expect(load).not.toHaveBeenCalled();
  });

  it("keeps a failure until it is forgotten, then loads again", async () => {
    const load = jest
      .fn<Promise<string>, [string]>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue("ok");
    const resource = createResource(load);
    await expect(resource.read("page")).rejects.toThrow("offline");
    await settle();
    await expect(resource.read("page")).rejects.toThrow("offline");
    expect(resource.failure("page")).toEqual({ reason: new Error("offline") });
    resource.forget("page");
    expect(resource.failure("page")).toBeUndefined();
    await expect(resource.read("page")).resolves.toBe("ok");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("never forgets a load that succeeded or is still running", async () => {
    const load = jest.fn(async () => "value");
    const resource = createResource(load);
    const running = resource.read("page");
    resource.forget("page");
    expect(resource.read("page")).toBe(running);
    await running;
    resource.forget("page");
    expect(resource.read("page")).toBe(running);
  });

  it("preloads without letting a failure escape", async () => {
    const resource = createResource(async () => Promise.reject(new Error("offline")));
    await expect(resource.preload("page")).resolves.toBeUndefined();
  });

  it("puts a new value wherever the previous one was loaded", async () => {
    const previous = { version: 1 };
    const next = { version: 2 };
    const resource = createResource(async () => previous);
    await resource.read("a");
    await settle();
    resource.replace(previous, next);
    expect(resource.peek("a")).toBe(next);
  });
});
