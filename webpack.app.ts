import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import MinimizerPlugin from "minimizer-webpack-plugin";
import type { RuleSetRule } from "webpack";
import { APP_SHELL_URL } from "./common/site.ts";
import { fetchedSupportersFile, rootDirectory } from "./paths.ts";

/**
 * How the build compiles the app (src/): module aliases, the TypeScript and CSS Modules settings,
 * the deployment's definitions and the minifier. webpack.config.ts composes them.
 */

/**
 * React Router's package resolves to its development build under every condition; production
 * builds take its production build, without development-only checks and warnings.
 */
export function reactRouterAlias(production: boolean): Record<string, string> {
  if (!production) return {};
  const build = path.join(rootDirectory, "node_modules/react-router/dist/production");
  return { "react-router$": path.join(build, "index.mjs"), "react-router/dom$": path.join(build, "dom-export.mjs") };
}

/**
 * `@fetched/supporters.json` is what `npm run fetch` got from Open Collective, or the offline
 * list (no one) until then. The fetched file is a missing dependency meanwhile, so fetching it
 * rebuilds the sponsors, also from the persistent cache.
 */
export const fetchedAlias = {
  "@fetched/supporters.json$": [
    fetchedSupportersFile,
    path.join(rootDirectory, "src/components/Sponsors/offlineSupporters.json"),
  ],
};

/**
 * TypeScript through ts-loader, transpiling only: `tsc --noEmit` checks the types in `npm test`,
 * so the build need not. Under the dev server, React Refresh's transformer marks components for
 * hot updates.
 */
export function typescriptRule(options: { refresh: boolean }): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: "ts-loader",
      options: {
        transpileOnly: true,
        // tsconfig.json only type-checks (noEmit, which its `.ts` import paths need); the build emits
        // modern modules for webpack to bundle, and webpack resolves those paths as they are.
        compilerOptions: {
          noEmit: false,
          allowImportingTsExtensions: false,
          module: "esnext",
          target: "es2022",
          sourceMap: options.refresh,
        },
        ...(options.refresh && { getCustomTransformers: () => ({ before: [reactRefreshTransformer()] }) }),
      },
    },
  };
}

/**
 * React Refresh's transformer, loaded when ts-loader first compiles a file: it loads TypeScript,
 * a second and a half of a dev server's start that a start from the persistent cache, which
 * compiles nothing, does without.
 */
function reactRefreshTransformer() {
  const require = createRequire(import.meta.url);
  const transformer = require("react-refresh-typescript") as (typeof import("react-refresh-typescript"))["default"];
  return transformer();
}

/** Short hashed class names keep the prerendered HTML small; readable names in development. */
export function cssModuleNames(production: boolean) {
  return {
    auto: true,
    namedExport: false,
    exportLocalsConvention: "as-is",
    localIdentName: production ? "[hash:base64:6]" : "[name]__[local]--[hash:base64:5]",
  } as const;
}

/** Deployment settings from the build's environment ("" when unset). */
export function deploymentDefinitions(): Record<string, string> {
  const names = ["DOCSEARCH_APP_ID", "DOCSEARCH_API_KEY", "DOCSEARCH_INDEX_NAME", "ANALYTICS_ID"];
  return Object.fromEntries(names.map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? "")]));
}

/**
 * swc's JavaScript minifier, given one asset at a time. Without workers (`parallel: false`) the
 * minimizer plugin starts every asset at once, and swc's native thread pool then holds the syntax
 * trees of several of the largest page chunks together: 50 to 160 MB more peak memory in the cold
 * build, for 0.4 s it saves on two cores.
 */
export function swcMinifyOneAtATime(): typeof MinimizerPlugin.swcMinify {
  let previous: Promise<unknown> = Promise.resolve();
  const minify = (...args: Parameters<typeof MinimizerPlugin.swcMinify>) => {
    const result = previous.then(() => MinimizerPlugin.swcMinify(...args));
    previous = result.catch(() => undefined);
    return result;
  };
  // The plugin reads the minifier's version (for its cache key) and abilities off the function.
  return Object.assign(minify, MinimizerPlugin.swcMinify);
}

/**
 * The service worker's precache: the app, search and the section navigation, not the page chunks
 * (kept as they are read) nor build-only files. The app shell page is added here with a revision
 * that changes whenever the app does.
 */
export function serviceWorker() {
  // Required here, by the production build alone: loading workbox took the dev server's start 0.7 s.
  // The plugin's own file, not the package's index, which also loads GenerateSW's bundler (rollup,
  // Babel, terser): 0.32 s to require against 0.06 s, on every build, for a plugin we do not use.
  const { InjectManifest } = createRequire(import.meta.url)(
    "workbox-webpack-plugin/build/inject-manifest",
  ) as typeof import("workbox-webpack-plugin/build/inject-manifest");
  return new InjectManifest({
    swSrc: "./src/sw.ts",
    swDest: "sw.js",
    exclude: [
      /^assets\/page-/,
      /\.LICENSE\.txt$/,
      // The prerendered pages: the app shell is added below; the others are read as visited.
      /\.html$/,
      /^_headers$/,
      /\.xml$/,
      /^content-index\.json$/,
      /^robots\.txt$/,
      /^print\.js$/,
      // The pages' Markdown copies and llms.txt / llms-full.txt are for tools, fetched when asked for.
      /\.md$/,
      /^llms(-full)?\.txt$/,
    ],
    manifestTransforms: [
      (entries) => {
        const revision = createHash("sha256")
          .update(entries.map((entry) => `${entry.url} ${entry.revision ?? ""}`).join("\n"))
          .digest("hex")
          .slice(0, 16);
        return { manifest: [...entries, { url: APP_SHELL_URL, revision, size: 0 }], warnings: [] };
      },
    ],
  });
}
