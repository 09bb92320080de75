import type { Configuration } from "webpack";
import { PrerenderPlugin } from "./plugins/prerender-plugin/index.ts";

/** The entry that bundles the prerender's renderer. */
export const RENDERER_ENTRY = "renderer";
/** The renderer's files, which no minifier needs to touch: it runs once, in the build. */
export const RENDERER_FILES = /^renderer\./;
/** The HTML asset (html-webpack-plugin's) the prerender fills for every route, then removes. */
export const TEMPLATE = "template.html";

/**
 * Static-site generation, merged by webpack.config.ts into the production build's one
 * compilation. The renderer (`src/server.tsx`) is a second entry of the same build, so every page,
 * component and style is compiled once for the browser and the renderer alike, and the CSS Module
 * class names match by construction; it shares the browser's page chunks. While the minimizers
 * work, the prerender plugin runs the renderer in memory for each of its routes (`listRoutes`:
 * every content page, the fixed routes of `common/routeTable.ts`, each section's printable page,
 * which loads only `print.js`, and the 404 page); once the assets have their final names, it
 * writes `**\/index.html` and `404.html` from the template, and drops the renderer and the
 * template from the output.
 */
export function staticSiteGeneration(): Configuration {
  return {
    entry: {
      [RENDERER_ENTRY]: { import: "./src/server.tsx", filename: "renderer.cjs", library: { type: "commonjs2" } },
    },
    plugins: [new PrerenderPlugin({ entry: RENDERER_ENTRY, template: TEMPLATE })],
  };
}
