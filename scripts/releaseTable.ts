import { type ReleaseTable, STABLE_WEBPACK_5 } from "../test/content/releases.ts";

/**
 * The table of webpack 5 releases, oldest first: each stable version the registry lists, with its
 * publication time and, where known, its tag time (from a clone now, or from the previous table).
 * Pre-releases and other majors are left out; times are written as ISO strings in UTC.
 */
export function buildReleaseTable(
  published: Readonly<Record<string, string>>,
  tagged: Readonly<Record<string, string>>,
  previous: ReleaseTable,
): ReleaseTable {
  const table: ReleaseTable = {};
  const versions = Object.keys(published)
    .filter((version) => STABLE_WEBPACK_5.test(version))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  for (const version of versions) {
    const tagTime = tagged[version] ?? previous[version]?.tagged;
    table[version] = {
      published: new Date(published[version] as string).toISOString(),
      ...(tagTime && { tagged: new Date(tagTime).toISOString() }),
    };
  }
  return table;
}
