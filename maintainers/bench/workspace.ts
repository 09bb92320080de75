import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { rootDirectory } from "../../paths.ts";

/** Fresh folders for one benchmark (or canary) run, so it never touches the dist/ and .cache/ others use. */
export interface BenchWorkspace {
  /** The folder that holds the others. */
  root: string;
  /** DIST_DIRECTORY of the production builds. */
  distDirectory: string;
  /** BUILD_CACHE_DIRECTORY of the production builds: empty for the cold build, reused by the warm one. */
  buildCacheDirectory: string;
  /** BUILD_CACHE_DIRECTORY of the dev server. */
  devCacheDirectory: string;
  /** CONTENT_DIRECTORY of the dev server: a copy of content/ the benchmark edits. */
  contentDirectory: string;
  remove(): void;
}

/**
 * Creates the workspace in the project's (ignored) `.cache/` rather than the system's temp folder:
 * the prerender's renderer (run with a require from the output folder) and the compiled Markdown
 * import react, which node and webpack resolve from the nearest node_modules above them, i.e. only
 * inside the project.
 */
export function createWorkspace(prefix = "bench-"): BenchWorkspace {
  const parent = path.join(rootDirectory, ".cache");
  mkdirSync(parent, { recursive: true });
  const root = mkdtempSync(path.join(parent, prefix));
  return {
    root,
    distDirectory: path.join(root, "dist"),
    buildCacheDirectory: path.join(root, "build-cache"),
    devCacheDirectory: path.join(root, "dev-cache"),
    contentDirectory: path.join(root, "content"),
    remove() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
