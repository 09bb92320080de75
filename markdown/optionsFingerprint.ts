const fingerprints = new WeakMap<object, string>();

/**
 * A string that tells unified plugin lists (and other options holding functions) apart: JSON with
 * each function replaced by its source. Caches shared by several compilers in one process key
 * their entries with it, so compilers configured differently never read each other's results.
 */
export function optionsFingerprint(options: object): string {
  let fingerprint = fingerprints.get(options);
  if (fingerprint === undefined) {
    fingerprint = JSON.stringify(options, (_key, value: unknown) =>
      typeof value === "function" ? String(value) : value,
    );
    fingerprints.set(options, fingerprint);
  }
  return fingerprint;
}
