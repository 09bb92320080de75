import path from "node:path";
import { fileURLToPath } from "node:url";

/** The folders every build, script and test agrees on. */

export const rootDirectory = path.dirname(fileURLToPath(import.meta.url));
/** The pages to build: `content/`, or another folder (a test fixture) named by CONTENT_DIRECTORY. */
export const contentDirectory = path.resolve(rootDirectory, process.env.CONTENT_DIRECTORY ?? "content");
export const publicDirectory = path.join(rootDirectory, "public");
/** The example projects a page's front matter `example` names, which StackBlitz runs. */
export const examplesDirectory = path.join(rootDirectory, "examples");
/** Where the site is built: `dist/`, or another folder named by DIST_DIRECTORY (the benchmark's clean builds). */
export const distDirectory = path.resolve(rootDirectory, process.env.DIST_DIRECTORY ?? "dist");
/** Build caches (webpack's filesystem cache): `.cache/`, or BUILD_CACHE_DIRECTORY. */
export const buildCacheDirectory = path.resolve(rootDirectory, process.env.BUILD_CACHE_DIRECTORY ?? ".cache");
/**
 * What `npm run fetch` downloaded (package READMEs, supporters): `.cache/fetched/`, kept out of
 * git, or another folder (a test fixture) named by FETCHED_DIRECTORY. The build works without it.
 */
export const fetchedDirectory = path.resolve(rootDirectory, process.env.FETCHED_DIRECTORY ?? ".cache/fetched");
/** The supporters `npm run fetch` got from Open Collective; the site shows none without it. */
export const fetchedSupportersFile = path.join(fetchedDirectory, "supporters.json");
