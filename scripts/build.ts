import webpack, { type Stats } from "webpack";
import clientConfiguration from "../webpack.config.ts";

/**
 * `npm run build`: one production compilation builds the browser's bundles and prerenders every
 * route into dist/ (see the prerender plugin).
 *
 * `npm run build` caps the heap at 850 MB (`--max-old-space-size`): V8 sizes its heap by the
 * machine's memory, and on 24 GB it let garbage grow the build to 1.1 GB before collecting it.
 */
const configuration = clientConfiguration({}, { mode: "production" });
const compiler = webpack(configuration);
const stats = await new Promise<Stats>((resolve, reject) => {
  compiler.run((error, result) => {
    compiler.close((closeError) => {
      const failure = error ?? closeError;
      if (failure || !result) reject(failure ?? new Error("webpack returned no stats"));
      else resolve(result);
    });
  });
});
// The configuration's stats preset ends with "client compiled successfully" or the problems.
console.log(stats.toString(configuration.stats));
if (stats.hasErrors()) process.exit(1);
