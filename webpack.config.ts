import ReactRefreshPlugin from "@pmmmwh/react-refresh-webpack-plugin";
import CopyPlugin from "copy-webpack-plugin";
import HtmlWebpackPlugin from "html-webpack-plugin";
import MiniCssExtractPlugin from "mini-css-extract-plugin";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Configuration } from "webpack";
import type { Configuration as DevServerConfiguration } from "webpack-dev-server";
import { CHUNK_LOAD_TIMEOUT_MS } from "./src/constants.ts";
import {
  buildCacheDirectory,
  buildDependencies,
  contentAlias,
  contentDirectory,
  contentIndexPlugin,
  cssModuleNames,
  distDirectory,
  markdownRule,
  publicDirectory,
  rootDirectory,
  typescriptRule,
} from "./webpack.shared.ts";

interface CliArguments {
  mode?: Configuration["mode"];
  env?: { WEBPACK_SERVE?: boolean };
}

/** The client build: browser bundles, CSS, static files and the HTML template the prerender fills. */
export default function clientConfiguration(
  _env: unknown,
  argv: CliArguments,
): Configuration & {
  devServer?: DevServerConfiguration;
} {
  const serving = Boolean(argv.env?.WEBPACK_SERVE);
  const production = !serving && argv.mode !== "development";
  return {
    name: "client",
    mode: production ? "production" : "development",
    context: rootDirectory,
    entry: { main: "./src/client.tsx" },
    devtool: production ? false : "eval-cheap-module-source-map",
    output: {
      path: distDirectory,
      publicPath: "/",
      filename: production ? "assets/[name].[contenthash:10].js" : "assets/[name].js",
      chunkFilename: production ? "assets/[name].[contenthash:10].js" : "assets/[name].js",
      assetModuleFilename: "assets/[name].[contenthash:10][ext]",
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: production,
    },
    resolve: { extensions: [".tsx", ".ts", ".js"], alias: contentAlias },
    module: {
      rules: [
        typescriptRule({ refresh: serving, target: "browser" }),
        markdownRule,
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: "css-loader", options: { modules: cssModuleNames(production) } },
          ],
        },
      ],
    },
    plugins: [
      contentIndexPlugin(true),
      new MiniCssExtractPlugin({
        filename: production ? "assets/[name].[contenthash:10].css" : "assets/[name].css",
        chunkFilename: production ? "assets/[name].[contenthash:10].css" : "assets/[name].css",
      }),
      new HtmlWebpackPlugin({
        template: "./src/index.html",
        // The prerender fills this template for every route; the dev server serves it as is.
        filename: production ? "template.html" : "index.html",
        inject: false,
        minify: false,
      }),
      ...(production ? [new CopyPlugin({ patterns: [{ from: publicDirectory, to: distDirectory }] })] : []),
      ...(serving ? [new ReactRefreshPlugin({ overlay: false })] : []),
    ],
    optimization: {
      splitChunks: { chunks: "async" },
    },
    cache: {
      type: "filesystem",
      name: `client-${production ? "production" : "development"}`,
      cacheDirectory: path.join(buildCacheDirectory, "webpack"),
      buildDependencies: { config: [fileURLToPath(import.meta.url), ...buildDependencies] },
      // Another content folder is another build: never reuse the cache of the other one.
      version: contentDirectory,
    },
    devServer: {
      port: 3000,
      hot: true,
      historyApiFallback: true,
      static: { directory: publicDirectory },
      client: { overlay: { warnings: false } },
    },
    stats: "errors-warnings",
    infrastructureLogging: { level: "warn" },
    experiments: { html: false },
    performance: { hints: false },
    watchOptions: { ignored: [path.join(rootDirectory, "node_modules"), distDirectory] },
  };
}
