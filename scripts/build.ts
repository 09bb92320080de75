import { runProductionBuild } from "./productionBuild.ts";

/**
 * `npm run build`. It caps the heap at 640 MB (`--max-old-space-size`): V8 sizes its heap by the
 * machine's memory, and on 24 GB it let garbage grow the build to 1.1 GB before collecting it. About
 * 300 MB more lives outside the heap (native code, swc, the persistent cache's write buffers), and
 * the whole stays under 1 GB; the live heap peaks near 460 MB, so the cap costs little collecting.
 */
const { stats, configuration } = await runProductionBuild();
// The configuration's stats preset ends with "client compiled successfully" or the problems.
console.log(stats.toString(configuration.stats));
if (stats.hasErrors()) process.exit(1);
