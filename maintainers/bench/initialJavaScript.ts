import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { StatsCompilation, StatsModule } from "webpack";
import { rootDirectory } from "../../paths.ts";
import { statsFile } from "../canary/statsFolder.ts";
import { measureCommand } from "./builds.ts";
import { bytesByOrigin, CODE_ORIGINS, noBytes, shareOfCompressed, type BytesByOrigin } from "./codeOrigins.ts";
import type { BenchWorkspace } from "./workspace.ts";

/** The page whose initial JavaScript the bench breaks down by origin. */
export const COMPOSED_PAGE = "/concepts/";

/** The canary's build: `npm run build`'s compilation, which also writes webpack's stats JSON. */
const BUILD_WITH_STATS = fileURLToPath(new URL("../canary/buildWithStats.ts", import.meta.url));

export interface InitialJavaScriptComposition {
  page: string;
  /** The scripts the page loaded before its `load` event. */
  scripts: string[];
  /** Each origin's share of those scripts, gzip as the static server sends them. */
  gzipBytes: BytesByOrigin;
}

/** An emitted script: its name in the output (`assets/main.1a2b3c4d5e.js`) and its text. */
export interface EmittedScript {
  file: string;
  source: string;
}

/** The modules webpack's stats place in the chunks that emitted a file. */
export function modulesOfFile(stats: StatsCompilation, file: string): StatsModule[] {
  const chunks = new Set((stats.chunks ?? []).filter((chunk) => chunk.files?.includes(file)).map((chunk) => chunk.id));
  return (stats.modules ?? []).filter((module) => module.chunks?.some((chunk) => chunks.has(chunk)));
}

/** Sums each origin's gzip share over the scripts. */
function composeScripts(scripts: readonly EmittedScript[], stats: StatsCompilation): BytesByOrigin {
  const totals = noBytes();
  for (const { file, source } of scripts) {
    const minified = bytesByOrigin(source, modulesOfFile(stats, file));
    const shares = shareOfCompressed(minified, gzipSync(source).length);
    for (const origin of CODE_ORIGINS) totals[origin] += shares[origin];
  }
  return totals;
}

/**
 * Builds the site once more in the workspace (warm, from the cache the timed builds left, so the
 * output is the same) with webpack's stats JSON, which `npm run build` does not write, and breaks
 * the page's scripts down by the modules the stats place in them.
 */
export async function measureInitialJavaScript(
  workspace: BenchWorkspace,
  scripts: string[],
): Promise<InitialJavaScriptComposition> {
  const statsDirectory = path.join(workspace.root, "stats");
  await measureCommand(
    {
      command: process.execPath,
      args: [...process.execArgv, BUILD_WITH_STATS, statsDirectory, path.join(rootDirectory, "node_modules/webpack")],
    },
    {
      cwd: rootDirectory,
      env: {
        ...process.env,
        DIST_DIRECTORY: workspace.distDirectory,
        BUILD_CACHE_DIRECTORY: workspace.buildCacheDirectory,
      },
    },
  );
  const stats = JSON.parse(readFileSync(statsFile(statsDirectory, "client"), "utf8")) as StatsCompilation;
  const emitted = scripts.map((script) => {
    const file = script.replace(/^\//, "");
    return { file, source: readFileSync(path.join(workspace.distDirectory, file), "utf8") };
  });
  return { page: COMPOSED_PAGE, scripts, gzipBytes: composeScripts(emitted, stats) };
}
