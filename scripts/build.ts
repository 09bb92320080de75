import webpack, { type Configuration, type Stats } from "webpack";
import clientConfiguration from "../webpack.config.ts";
import serverConfiguration from "../webpack.ssg.ts";

/**
 * `npm run build`: the client build, then the prerender, one after the other in one process. The
 * prerender walks the same content as the client build; in one process the content index plugin
 * hands its parsed pages over instead of parsing them twice. One compiler
 * at a time, closed before the next, keeps the memory of one.
 *
 * `npm run build` caps the heap at 850 MB (`--max-old-space-size`): V8 sizes its heap by the
 * machine's memory, and on 24 GB it let garbage grow the build to 1.1 GB before collecting it.
 */

function build(configuration: Configuration): Promise<Stats> {
  const compiler = webpack(configuration);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close((closeError) => {
        const failure = error ?? closeError;
        if (failure || !stats) reject(failure ?? new Error(`${configuration.name}: webpack returned no stats`));
        else resolve(stats);
      });
    });
  });
}

for (const configuration of [clientConfiguration({}, { mode: "production" }), serverConfiguration()]) {
  const stats = await build(configuration);
  // The configurations' stats preset ends with "<name> compiled successfully" or the problems.
  console.log(stats.toString(configuration.stats));
  if (stats.hasErrors()) {
    process.exit(1);
  }
}
