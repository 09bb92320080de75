import webpack, { type Configuration, type Stats } from "webpack";
import siteConfiguration from "../webpack.config.ts";

/**
 * The site's production build: one compilation builds the browser's bundles and prerenders every
 * route into dist/ (see the prerender plugin). `npm run build` and the canary both run it.
 */
export async function runProductionBuild(): Promise<{ stats: Stats; configuration: Configuration }> {
  const configuration = siteConfiguration({}, { mode: "production" });
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
  return { stats, configuration };
}
