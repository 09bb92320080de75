/**
 * A promise React's `use()` can read at once when it has settled: React looks at these `status`,
 * `value` and `reason` fields before suspending, so a value loaded before the first render (the
 * page a prerendered document hydrates) renders without a fallback and matches the HTML.
 */
type TrackedPromise<T> = Promise<T> & {
  status?: "pending" | "fulfilled" | "rejected";
  value?: T;
  reason?: unknown;
};

function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as TrackedPromise<T>;
  tracked.status = "pending";
  tracked.then(
    (value) => {
      tracked.status = "fulfilled";
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = "rejected";
      tracked.reason = reason;
    },
  );
  return tracked;
}

function settled<T>(value: T): TrackedPromise<T> {
  const promise = Promise.resolve(value) as TrackedPromise<T>;
  promise.status = "fulfilled";
  promise.value = value;
  return promise;
}

export interface Resource<Key, T> {
  /** The load of `key`, started on first read and shared by every later one; pass it to `use()`. */
  read(key: Key): Promise<T>;
  /** The value if it is loaded, without starting a load. */
  peek(key: Key): T | undefined;
  /** The failure of a load that failed, without starting one. */
  failure(key: Key): { reason: unknown } | undefined;
  /** Starts loading ahead of need (a link hovered, the route about to hydrate); failures wait for a render to show them. */
  preload(key: Key): Promise<void>;
  /** Serves `key` with a value that is already at hand. */
  set(key: Key, value: T): void;
  /** Forgets a failed load, so the next read tries again ("Try again"). */
  forget(key: Key): void;
  /** Replaces every loaded value equal to `previous` (a hot update of a module). */
  replace(previous: T, next: T): void;
}

/**
 * The app's one way of loading: pages, section navigations, lazy components and the search engine
 * are each a resource. A failed load stays failed until `forget`, so a render that meets it shows
 * the error instead of starting the same load again in a loop.
 */
export function createResource<Key, T>(load: (key: Key) => Promise<T>): Resource<Key, T> {
  const loads = new Map<Key, TrackedPromise<T>>();
  const read = (key: Key) => {
    let promise = loads.get(key);
    if (!promise) {
      promise = track(load(key));
      loads.set(key, promise);
    }
    return promise;
  };
  return {
    read,
    peek: (key) => {
      const promise = loads.get(key);
      return promise?.status === "fulfilled" ? promise.value : undefined;
    },
    failure: (key) => {
      const promise = loads.get(key);
      return promise?.status === "rejected" ? { reason: promise.reason } : undefined;
    },
    preload: (key) =>
      read(key).then(
        () => undefined,
        () => undefined,
      ),
    set: (key, value) => loads.set(key, settled(value)),
    forget: (key) => {
      if (loads.get(key)?.status === "rejected") loads.delete(key);
    },
    replace: (previous, next) => {
      for (const [key, promise] of loads) if (promise.value === previous) loads.set(key, settled(next));
    },
  };
}
