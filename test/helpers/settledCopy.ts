import { cpSync, readdirSync, utimesSync } from "node:fs";
import path from "node:path";
import { temporaryDirectory } from "./temporaryDirectory.ts";

/**
 * A temporary copy of `source` whose files were last changed a minute ago, as files nobody edits
 * while a build reads them. webpack's file system snapshots treat a file changed within their
 * timestamps' accuracy of being read as possibly changed since: a copy made the moment before
 * would make a test of "unchanged files are not read again" depend on the clock.
 */
export function settledCopy(source: string, prefix = "content"): string {
  const copy = temporaryDirectory(prefix);
  cpSync(source, copy, { recursive: true });
  const aMinuteAgo = new Date(Date.now() - 60_000);
  for (const entry of readdirSync(copy, { recursive: true, withFileTypes: true })) {
    utimesSync(path.join(entry.parentPath, entry.name), aMinuteAgo, aMinuteAgo);
  }
  return copy;
}
