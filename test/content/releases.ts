import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface ReleaseDates {
  /** When the registry says the version was published (ISO time). */
  published: string;
  /** When webpack's repository tagged it (ISO time), where a clone was at hand. */
  tagged?: string;
}

export type ReleaseTable = Record<string, ReleaseDates>;

/** Relative to the repository root; written by `npm run refresh:releases`. */
export const releaseTableFile = "test/content/webpack-releases.json";

export const STABLE_WEBPACK_5 = /^5\.\d+\.\d+$/;

const tableFile = path.join(path.dirname(fileURLToPath(import.meta.url)), "webpack-releases.json");

export function readReleaseTable(): ReleaseTable {
  return JSON.parse(readFileSync(tableFile, "utf8")) as ReleaseTable;
}

/** The day (UTC, `YYYY-MM-DD`) a release was first out: its tag or its publication, whichever came first. */
export function releaseDay(dates: ReleaseDates): string {
  const times = [dates.published, dates.tagged].filter((time): time is string => time !== undefined).sort();
  return (times[0] as string).slice(0, 10);
}

/**
 * The day the release a text names was first out: `5.109.0` exactly, `5.109` by its first
 * release `5.109.0`. Undefined when no such release exists.
 */
export function firstReleaseDay(table: ReleaseTable, version: string): string | undefined {
  const exact = version.split(".").length === 3 ? version : `${version}.0`;
  const dates = table[exact];
  return dates && releaseDay(dates);
}
