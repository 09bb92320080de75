import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { rootDirectory } from "../../paths.ts";
import type { EndToEndOutcome } from "./compareBuilds.ts";

/** The last lines of node's test runner (TAP when its output is not a terminal, as here), in its TAP ("# pass 88") or spec ("ℹ pass 88") reporter. */
const SUMMARY_LINE = /^(?:#|ℹ) (tests|pass|fail|cancelled|skipped|todo) (\d+)$/gm;

/** A failed test or suite in the TAP reporter, at any depth: "    not ok 3 - keeps focus…". */
const FAILED_TEST = /^\s*not ok \d+ - (.+)$/gm;

export function parseTestSummary(output: string): Record<string, number> {
  return Object.fromEntries([...output.matchAll(SUMMARY_LINE)].map(([, name, count]) => [name, Number(count)]));
}

export function parseFailedTests(output: string): string[] {
  return [...output.matchAll(FAILED_TEST)].map(([, title]) => title ?? "");
}

/**
 * `npm run test:e2e` against another output folder: the harness serves DIST_DIRECTORY (paths.ts
 * resolves it, as every build does). The tests' output goes to the log file.
 */
export function runEndToEndTests(distDirectory: string, logFile: string): Promise<EndToEndOutcome> {
  const log = createWriteStream(logFile);
  const tests = spawn("npm", ["run", "test:e2e"], {
    cwd: rootDirectory,
    env: { ...process.env, DIST_DIRECTORY: distDirectory },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const record = (chunk: Buffer) => {
    output += chunk;
    log.write(chunk);
  };
  tests.stdout.on("data", record);
  tests.stderr.on("data", record);
  return new Promise((resolve, reject) => {
    tests.on("error", reject);
    tests.on("close", (code) => {
      log.end(() =>
        resolve({ passed: code === 0, counts: parseTestSummary(output), failed: parseFailedTests(output) }),
      );
    });
  });
}
