import { readdirSync } from "node:fs";
import os from "node:os";

/**
 * The production build's heap limit (`--max-old-space-size`), from the content it builds. Without
 * one V8 sizes the heap by the machine's memory, and on 24 GB it lets garbage grow the build past
 * 1.1 GB before collecting it; a fixed one fits one size of site only (640 MB, right for 160 pages,
 * crashed at 568). The live heap grows with the pages (the module graph, the content and search
 * indexes, the rendered pages on their way out): the limit is that with room to collect in.
 */

/** The live heap of a build with no pages: webpack, the app's modules, the loaders' and plugins' code. */
const BASE_MEGABYTES = 380;
/** How much each page adds to the live heap at its peak (measured: 160 pages, 568 pages). */
const MEGABYTES_PER_PAGE = 0.5;
/**
 * Room above the live heap for garbage between collections. More lets garbage stay in memory
 * longer for no time saved: at 568 pages a limit of 930 MB peaked 40 MB higher than one of 800 MB,
 * in the same time.
 */
const HEADROOM = 1.25;
/** No more than this share of the machine's memory, which the rest of the process needs too. */
const MACHINE_SHARE = 0.5;

/** The pages of a content folder: its Markdown files. */
export function countPages(contentDirectory: string): number {
  return readdirSync(contentDirectory, { recursive: true, encoding: "utf8" }).filter((file) => /\.mdx?$/.test(file))
    .length;
}

/** The heap limit for a build of `pages` pages on a machine with `totalMemoryBytes`, in megabytes. */
export function buildHeapLimitMegabytes(pages: number, totalMemoryBytes = os.totalmem()): number {
  const wanted = (BASE_MEGABYTES + MEGABYTES_PER_PAGE * pages) * HEADROOM;
  return Math.round(Math.min(wanted, (totalMemoryBytes / 1024 ** 2) * MACHINE_SHARE));
}

/** The node flag that gives a build of `contentDirectory` its heap limit. */
export function heapLimitFlag(contentDirectory: string): string {
  return `--max-old-space-size=${buildHeapLimitMegabytes(countPages(contentDirectory))}`;
}
