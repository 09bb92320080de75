import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const created: string[] = [];

// Once, for every folder the test file made: the test runner runs each file in its own process.
process.once("exit", () => {
  for (const directory of created) rmSync(directory, { recursive: true, force: true });
});

/** A new empty folder in the system's temporary folder, removed when the test process ends. */
export function temporaryDirectory(prefix: string): string {
  const directory = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  created.push(directory);
  return directory;
}
