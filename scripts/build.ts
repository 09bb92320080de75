import { runProductionBuild } from "./productionBuild.ts";

/**
 * `npm run build`. npm gives it the heap limit that `heapLimitFlag.ts` prints for the content
 * (`buildHeapLimit.ts`), computed before this process starts, so that no process waits beside it.
 */
const { stats, configuration } = await runProductionBuild();
// The configuration's stats preset ends with "client compiled successfully" or the problems.
console.log(stats.toString(configuration.stats));
if (stats.hasErrors()) process.exit(1);
