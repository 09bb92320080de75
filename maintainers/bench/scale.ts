import { parseArgs } from "node:util";
import { measureScaledBuild } from "./scaledBuild.ts";

/**
 * `npm run scale -- [factor]` (4 unless given): builds the site with its six largest sections
 * repeated until they are there `factor` times (`api2/`, `api3/`…) into `.cache/scale-<factor>x/`,
 * and prints the cold build's time and peak memory, the initial JavaScript of the measured pages
 * and, when it failed, why. Exits with 1 when the build failed.
 */
const { positionals } = parseArgs({ allowPositionals: true });
const factor = Number(positionals[0] ?? 4);
const { pages, cold, problems, initialJavaScriptGzipBytes } = await measureScaledBuild(factor);
const seconds = (cold.wallTimeMs / 1000).toFixed(1);
const megabytes = Math.round(cold.peakRssBytes / 1024 ** 2);
console.log(`${pages} pages (×${factor}): cold build ${seconds} s, peak memory ${megabytes} MB (process tree RSS)`);
for (const [url, bytes] of Object.entries(initialJavaScriptGzipBytes)) {
  console.log(`initial JavaScript of ${url}: ${(bytes / 1024).toFixed(1)} KB gzip`);
}
for (const problem of problems) console.log(`build failed: ${problem}`);
if (problems.length > 0) process.exitCode = 1;
