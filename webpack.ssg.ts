import path from "node:path";
import { fileURLToPath } from "node:url";
import webpack, { type Configuration } from "webpack";
import { PrerenderPlugin } from "./plugins/prerender-plugin/index.ts";
import {
  buildCacheDirectory,
  buildDependencies,
  contentAlias,
  contentDirectory,
  contentIndexPlugin,
  cssModuleNames,
  deploymentDefinitions,
  distDirectory,
  fetchedAlias,
  markdownRule,
  reactRouterAlias,
  rootDirectory,
  typescriptRule,
} from "./webpack.shared.ts";

const RUNTIME_PACKAGES = /^(react|react-dom)(\/|$)/;

/**
 * The server build: `src/server.tsx` bundled for node, then the prerender plugin renders every
 * route through it into dist/. Run it after the client build, whose template it fills.
 */
export default function serverConfiguration(): Configuration {
  return {
    name: "ssg",
    mode: "production",
    context: rootDirectory,
    target: "node20",
    entry: { server: "./src/server.tsx" },
    devtool: false,
    output: {
      path: path.join(buildCacheDirectory, "ssg"),
      filename: "[name].cjs",
      chunkFilename: "[id].cjs",
      library: { type: "commonjs2" },
      clean: true,
    },
    externals: [
      ({ request }, callback) =>
        request && RUNTIME_PACKAGES.test(request) ? callback(undefined, `commonjs ${request}`) : callback(),
    ],
    resolve: {
      extensions: [".tsx", ".ts", ".js"],
      alias: { ...contentAlias, ...fetchedAlias, ...reactRouterAlias(true) },
    },
    module: {
      rules: [
        typescriptRule({ refresh: false }),
        markdownRule,
        {
          test: /\.css$/,
          use: { loader: "css-loader", options: { modules: { ...cssModuleNames(true), exportOnlyLocals: true } } },
        },
      ],
    },
    plugins: [
      contentIndexPlugin(false),
      new webpack.DefinePlugin(deploymentDefinitions()),
      // The prerender never opens search: its index belongs to the client build only.
      new webpack.IgnorePlugin({ resourceRegExp: /^search:index$/ }),
      new PrerenderPlugin({ template: path.join(distDirectory, "template.html"), outputDirectory: distDirectory }),
    ],
    optimization: { minimize: false, splitChunks: false },
    cache: {
      type: "filesystem",
      name: "ssg",
      cacheDirectory: path.join(buildCacheDirectory, "webpack"),
      buildDependencies: { config: [fileURLToPath(import.meta.url), ...buildDependencies] },
      // Another content folder is another build: never reuse the cache of the other one.
      version: contentDirectory,
    },
    stats: "errors-warnings",
    infrastructureLogging: { level: "warn" },
  };
}
