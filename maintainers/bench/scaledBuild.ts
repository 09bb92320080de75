import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { contentDirectory, rootDirectory } from "../../paths.ts";
import { CommandFailure, measureCommand, type BuildMeasurement } from "./builds.ts";
import { PAGE_BYTE_URLS } from "./pageBytes.ts";
import { writeScaledContent, type ScaledContent } from "./scaledContent.ts";

/** The folders of a scaled site, inside the project (ignored `.cache/`) so its pages resolve `react`. */
export interface ScaledSiteFolders {
  content: string;
  dist: string;
  buildCache: string;
}

export function scaledSiteFolders(factor: number, parent = path.join(rootDirectory, ".cache")): ScaledSiteFolders {
  const root = path.join(parent, `scale-${factor}x`);
  return {
    content: path.join(root, "content"),
    dist: path.join(root, "dist"),
    buildCache: path.join(root, "build-cache"),
  };
}

export interface ScaledBuildMeasurement extends ScaledContent {
  factor: number;
  /** `npm run build` of the scaled content, with no cache and no output. */
  cold: BuildMeasurement;
  /** Why the build failed (webpack's error headings, or the end of what a crash printed); none when it passed. */
  problems: string[];
  /** What each measured page preloads to start the app, gzip (level 9, as test/e2e/dist.test.ts counts it). */
  initialJavaScriptGzipBytes: Record<string, number>;
}

/** The app scripts a prerendered page preloads (src/index.html), summed as gzip. */
export function initialJavaScriptGzipBytes(distDirectory: string, url: string): number {
  const html = readFileSync(path.join(distDirectory, url, "index.html"), "utf8");
  const scripts = [...html.matchAll(/<link rel="preload" as="script" href="\/([^"]+)"/g)].map(
    (match) => match[1] ?? "",
  );
  if (scripts.length === 0) throw new Error(`${url} preloads no script`);
  return scripts.reduce(
    (total, file) => total + gzipSync(readFileSync(path.join(distDirectory, file)), { level: 9 }).length,
    0,
  );
}

/** What a failed build said went wrong: each of webpack's errors by its heading, or the last line printed. */
function problemsOf(failure: CommandFailure): string[] {
  const headings = [...failure.message.matchAll(/^ERROR in (.+)$/gm)].map((match) => match[1] ?? "");
  const lastLine = failure.message.trim().split("\n").at(-1) ?? "";
  return headings.length > 0 ? headings : [lastLine];
}

/**
 * Makes the content `factor` times (see writeScaledContent) and builds it cold with `npm run build`,
 * measuring the build's time, its peak memory and the initial JavaScript of the measured pages. A
 * build that fails is measured too (webpack writes the site before it checks the size budgets).
 */
export async function measureScaledBuild(
  factor: number,
  folders = scaledSiteFolders(factor),
): Promise<ScaledBuildMeasurement> {
  const content = writeScaledContent(contentDirectory, folders.content, factor);
  rmSync(folders.dist, { recursive: true, force: true });
  rmSync(folders.buildCache, { recursive: true, force: true });
  const build = { command: "npm", args: ["run", "build"] };
  const env = {
    ...process.env,
    CONTENT_DIRECTORY: folders.content,
    DIST_DIRECTORY: folders.dist,
    BUILD_CACHE_DIRECTORY: folders.buildCache,
  };
  let cold: BuildMeasurement;
  let problems: string[] = [];
  try {
    cold = await measureCommand(build, { cwd: rootDirectory, env });
  } catch (error) {
    if (!(error instanceof CommandFailure)) throw error;
    cold = error.measurement;
    problems = problemsOf(error);
  }
  // Half a gigabyte at four times, of no use to the next measurement, which is cold again.
  rmSync(folders.buildCache, { recursive: true, force: true });
  const written = PAGE_BYTE_URLS.filter((url) => existsSync(path.join(folders.dist, url, "index.html")));
  const initialJavaScript = Object.fromEntries(
    written.map((url) => [url, initialJavaScriptGzipBytes(folders.dist, url)]),
  );
  return { factor, ...content, cold, problems, initialJavaScriptGzipBytes: initialJavaScript };
}
