import { fileURLToPath } from "node:url";
import { contentDirectory } from "../paths.ts";
import { relaunchWithHeapLimit } from "./buildHeapLimit.ts";

/**
 * `npm run build`. The build runs in a node process whose heap limit follows the content
 * (`buildHeapLimit.ts`): this script starts that process, unless it was given a limit itself.
 */
const exitCode = await relaunchWithHeapLimit(fileURLToPath(import.meta.url), contentDirectory);
if (exitCode !== undefined) process.exit(exitCode);

// Loaded only in the process that builds, so the one that starts it stays small.
const { runProductionBuild } = await import("./productionBuild.ts");
const { stats, configuration } = await runProductionBuild();
// The configuration's stats preset ends with "client compiled successfully" or the problems.
console.log(stats.toString(configuration.stats));
if (stats.hasErrors()) process.exit(1);
