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
  files: [string, string][];
  expected: SampleExpectations;
}

export interface SampleResult {
  id: number;
  problems: string[];
  /** The files of the project (paths inside it) that the configuration loaded or the build read. */
  filesRead: string[];
}

async function buildJob({ id, code, extension, files, expected }: SampleJob): Promise<SampleResult> {
  try {
    const folder = path.join((workerData as { directory: string }).directory, `${threadId}-${id}`);
    const build = await buildSample(code, extension, new Map(files), folder);
    const prefix = `${build.folder}/`;
    const filesRead = [...build.filesRead]
      .filter((file) => file.startsWith(prefix))
      .map((file) => file.slice(prefix.length));
    return { id, problems: sampleBuildProblems(build, expected), filesRead };
  } catch (error) {
    return { id, problems: [(error as Error).message.split("\n")[0] ?? ""], filesRead: [] };
  }
}

parentPort?.on("message", (job: SampleJob) => {
  void buildJob(job).then((result) => parentPort?.postMessage(result));
});
