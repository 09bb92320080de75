import path from "node:path";
import { parentPort, threadId, workerData } from "node:worker_threads";
import type { SampleExpectations } from "../../markdown/plugins/rehype-code-blocks/meta.ts";
import { buildSample } from "./buildSample.ts";
import { sampleBuildProblems } from "./checkSampleBuild.ts";

/** A sample to build: its configuration's code, the files beside it, and what its fence expects. */
export interface SampleJob {
  id: number;
  code: string;
  extension: ".js" | ".cjs" | ".mjs" | ".ts";
  /** The folder of the project the configuration is in, by its title (`app1`), or "" for the project's own. */
  directory: string;
  files: [string, string][];
  expected: SampleExpectations;
}

export interface SampleResult {
  id: number;
  problems: string[];
  /** The files of the project (paths inside it) that the configuration loaded or the build read. */
  filesRead: string[];
  /** What the build printed: its errors and warnings. */
  messages: string[];
}

async function buildJob({ id, code, extension, directory, files, expected }: SampleJob): Promise<SampleResult> {
  try {
    const folder = path.join((workerData as { directory: string }).directory, `${threadId}-${id}`);
    const shownFailures = [expected.error, expected.warning].filter((words) => words !== undefined);
    const build = await buildSample(code, extension, new Map(files), folder, { directory, shownFailures });
    const prefix = `${build.folder}/`;
    const filesRead = [...build.filesRead]
      .filter((file) => file.startsWith(prefix))
      .map((file) => file.slice(prefix.length));
    const messages = [...build.errors, ...build.warnings];
    return { id, problems: sampleBuildProblems(build, expected), filesRead, messages };
  } catch (error) {
    return { id, problems: [(error as Error).message.split("\n")[0] ?? ""], filesRead: [], messages: [] };
  }
}

parentPort?.on("message", (job: SampleJob) => {
  void buildJob(job).then((result) => parentPort?.postMessage(result));
});
