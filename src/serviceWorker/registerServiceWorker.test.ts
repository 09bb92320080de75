import { registerServiceWorker } from "./registerServiceWorker.ts";

function fakeContainer(controlled: boolean) {
  const target = new EventTarget();
  return Object.assign(target, {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: jest.fn().mockResolvedValue({}),
  }) as unknown as ServiceWorkerContainer & { register: jest.Mock };
}

describe("registerServiceWorker", () => {
  const reload = jest.fn();
  beforeEach(() => reload.mockClear());

  afterEach(() => jest.restoreAllMocks());

  it("registers /sw.js once the page has loaded", () => {
    jest.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    const container = fakeContainer(false);
    registerServiceWorker(container, reload);
    expect(container.register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    expect(container.register).toHaveBeenCalledWith("/sw.js");
  });

  it("registers /sw.js at once when the app starts after the load event", () => {
    jest.spyOn(document, "readyState", "get").mockReturnValue("complete");
    const container = fakeContainer(false);
    registerServiceWorker(container, reload);
    expect(container.register).toHaveBeenCalledTimes(1);
    expect(container.register).toHaveBeenCalledWith("/sw.js");
  });

  it("reloads exactly once when a new worker replaces the one in control", () => {
    const container = fakeContainer(true);
    registerServiceWorker(container, reload);
    container.dispatchEvent(new Event("controllerchange"));
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload when the first worker takes control of an uncontrolled page", () => {
    const container = fakeContainer(false);
    registerServiceWorker(container, reload);
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).not.toHaveBeenCalled();
  });

  it("does nothing where the browser has no service workers", () => {
    expect(() => registerServiceWorker(undefined)).not.toThrow();
  });
});
