import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { rootDirectory } from "../../paths.ts";
import type { SampleJob, SampleResult } from "./sampleWorker.ts";

/** Far longer than any sample's build takes, even on a busy machine. */
const BUILD_TIMEOUT_MS = 60_000;
const workerFile = new URL("./sampleWorker.ts", import.meta.url).href;
// Node.js 20 does not carry the main thread's module hooks (.npmrc's tsx) into a worker: it
// registers them itself, for ES modules and for require() (a sample's webpack.config.ts).
const workerScript = `Promise.all([import("tsx/esm/api"), import("tsx/cjs/api")])
  .then(([esm, cjs]) => { esm.register(); cjs.register(); return import(${JSON.stringify(workerFile)}); });`;

/**
 * Builds samples in worker threads, one per core, one sample at a time each. Code of a sample that
 * throws inside a webpack hook can crash webpack later, outside any callback: the worker dies,
 * that sample gets the crash as its problem, and a new worker takes the next one. The projects are
 * made inside the repository, so that samples resolve the packages it installs, and removed after.
 */
export async function buildSamples(jobs: readonly Omit<SampleJob, "id">[]): Promise<SampleResult[]> {
  mkdirSync(path.join(rootDirectory, ".cache"), { recursive: true });
  const directory = mkdtempSync(path.join(rootDirectory, ".cache/samples-"));
  const startWorker = () => {
    // What the samples print themselves (a configuration's console.log, webpack's infrastructure
    // log) is theirs, not the test's: it is read and dropped.
    const worker = new Worker(workerScript, { eval: true, workerData: { directory }, stdout: true, stderr: true });
    worker.stdout.resume();
    worker.stderr.resume();
    return worker;
  };
  const results: SampleResult[] = [];
  let next = 0;
  const work = async (): Promise<void> => {
    let worker = startWorker();
    try {
      while (next < jobs.length) {
        const id = next;
        next += 1;
        const job: SampleJob = { ...jobs[id]!, id };
        results[id] = await new Promise<SampleResult>((resolve) => {
          const failed = (problem: string) => {
            clearTimeout(timer);
            worker.removeAllListeners("message");
            void worker.terminate();
            worker = startWorker();
            resolve({ id, problems: [problem], filesRead: [], messages: [] });
          };
          const crashed = (error: Error) => failed(`the build crashed: ${error.message}`);
          // A hook tap that never calls its callback leaves the build waiting for ever.
          const timer = setTimeout(
            () => failed(`the build did not finish in ${BUILD_TIMEOUT_MS / 1000} s`),
            BUILD_TIMEOUT_MS,
          );
          worker.once("error", crashed);
          worker.once("message", (result: SampleResult) => {
            clearTimeout(timer);
            worker.off("error", crashed);
            resolve(result);
          });
          worker.postMessage(job);
        });
      }
    } finally {
      await worker.terminate();
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(availableParallelism(), jobs.length) }, work));
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
  return results;
}
