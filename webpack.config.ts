import ReactRefreshPlugin from "@pmmmwh/react-refresh-webpack-plugin";
import CopyPlugin from "copy-webpack-plugin";
import HtmlWebpackPlugin from "html-webpack-plugin";
import MiniCssExtractPlugin from "mini-css-extract-plugin";
import MinimizerPlugin from "minimizer-webpack-plugin";
import path from "node:path";
import { fileURLToPath } from "node:url";
import webpack, { type Configuration, type Module } from "webpack";
import type { Configuration as DevServerConfiguration } from "webpack-dev-server";
import { merge } from "webpack-merge";
import { ChunkFilesInParentsPlugin } from "./plugins/chunk-files-in-parents-plugin/index.ts";
import { LockfileBuildDependenciesPlugin } from "./plugins/lockfile-build-dependencies-plugin/index.ts";
import { SecurityHeadersPlugin, type ContentSecurityPolicy } from "./plugins/security-headers-plugin/index.ts";
import { UncachedSourcesPlugin } from "./plugins/uncached-sources-plugin/index.ts";
import { ANALYTICS_SCRIPT_HOST, CHUNK_LOAD_TIMEOUT_MS, THEME_COLOR } from "./common/site.ts";
import { buildCacheDirectory, contentDirectory, distDirectory, publicDirectory, rootDirectory } from "./paths.ts";
import {
  cssModuleNames,
  deploymentDefinitions,
  fetchedAlias,
  reactRouterAlias,
  serviceWorker,
  swcMinifyOneAtATime,
  typescriptRule,
} from "./webpack.app.ts";
import {
  blogAuthorsFile,
  contentIndexExtensions,
  contentIndexPlugin,
  markdownRule,
  searchIndexPlugin,
} from "./webpack.content.ts";
import { RENDERER_ENTRY, RENDERER_FILES, staticSiteGeneration, TEMPLATE } from "./webpack.ssg.ts";

interface CliArguments {
  mode?: Configuration["mode"];
  env?: { WEBPACK_SERVE?: boolean };
}

/**
 * Rebuild from scratch when the build's own code changes, not only the configuration file. The
 * installed packages' code (the loaders, webpack's own) is stood for by package-lock.json, which
 * every install rewrites (LockfileBuildDependenciesPlugin, below): webpack would otherwise follow
 * the files each loader requires, a thousand of them, at every cold build's end and the dev server's first write.
 */
const buildDependencies = [
  path.join(rootDirectory, "paths.ts"),
  path.join(rootDirectory, "webpack.app.ts"),
  path.join(rootDirectory, "webpack.content.ts"),
  path.join(rootDirectory, "webpack.ssg.ts"),
  path.join(rootDirectory, "loaders") + path.sep,
  path.join(rootDirectory, "plugins") + path.sep,
  path.join(rootDirectory, "markdown") + path.sep,
  // The site's settings and shared formats, which the loaders and plugins are given as options.
  path.join(rootDirectory, "common") + path.sep,
  blogAuthorsFile,
];

/** What pages may load. Inline scripts are added by their hashes at build time; DocSearch and analytics, when configured, need their hosts. */
function contentSecurityPolicy(): ContentSecurityPolicy {
  const docSearchHosts = process.env.DOCSEARCH_APP_ID ? ["https://*.algolia.net", "https://*.algolianet.com"] : [];
  const analytics = Boolean(process.env.ANALYTICS_ID);
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(analytics ? [ANALYTICS_SCRIPT_HOST] : [])],
    "style-src": ["'self'"],
    // Contributor avatars and sponsor logos come from GitHub and Open Collective.
    "img-src": ["'self'", "data:", "https:"],
    "connect-src": [
      "'self'",
      ...docSearchHosts,
      ...(analytics ? ["https://*.google-analytics.com", "https://*.analytics.google.com"] : []),
    ],
    "font-src": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

/**
 * The site's one compilation, composed: the app (src/, compiled as webpack.app.ts says), its
 * content (webpack.content.ts: the markdown rule, the content index and the plugins on it), and
 * in production the static-site generation (webpack.ssg.ts) merged in.
 */
export default function clientConfiguration(
  _env: unknown,
  argv: CliArguments,
): Configuration & {
  devServer?: DevServerConfiguration;
} {
  const serving = Boolean(argv.env?.WEBPACK_SERVE);
  const production = !serving && argv.mode !== "development";
  const app: Configuration & { devServer?: DevServerConfiguration } = {
    name: "client",
    mode: production ? "production" : "development",
    context: rootDirectory,
    entry: { main: "./src/client.tsx" },
    // In development, "eval-cheap-module-source-map" for the site's own modules only (the plugin
    // below): the packages' mapped sources doubled main.js (react-dom's development build alone
    // 3 MB), which the browser evaluated before the page showed.
    devtool: false,
    output: {
      path: distDirectory,
      publicPath: "/",
      filename: production ? "assets/[name].[contenthash:10].js" : "assets/[name].js",
      chunkFilename: production ? "assets/[name].[contenthash:10].js" : "assets/[name].js",
      assetModuleFilename: "assets/[name].[contenthash:10][ext]",
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: production,
      // webpack's coming default (`experiments.futureDefaults`): xxhash64 hashed webpack's own
      // mix of buffers and short strings in 0.7 of md4's time; hashing took a cold build 0.3 s.
      hashFunction: "xxhash64",
    },
    resolve: {
      extensions: [".tsx", ".ts", ".js"],
      alias: { ...fetchedAlias, ...reactRouterAlias(production) },
    },
    module: {
      rules: [
        typescriptRule({ refresh: serving }),
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
      new LockfileBuildDependenciesPlugin(),
      contentIndexPlugin({ serving }),
      ...contentIndexExtensions(),
      searchIndexPlugin(),
      new webpack.DefinePlugin(deploymentDefinitions()),
      new MiniCssExtractPlugin({
        filename: production ? "assets/[name].[contenthash:10].css" : "assets/[name].css",
        chunkFilename: production ? "assets/[name].[contenthash:10].css" : "assets/[name].css",
      }),
      new HtmlWebpackPlugin({
        template: "./src/index.html",
        // The prerender fills this template for every route; the dev server serves it as is.
        filename: production ? TEMPLATE : "index.html",
        // The renderer's scripts and styles are not the page's.
        excludeChunks: [RENDERER_ENTRY],
        inject: false,
        minify: false,
        themeColor: THEME_COLOR,
      }),
      ...(production
        ? [
            new SecurityHeadersPlugin({
              html: TEMPLATE,
              policy: contentSecurityPolicy(),
              headers: SECURITY_HEADERS,
            }),
            // V8's compile hint: main.js runs nearly all of its functions while the page hydrates, so
            // they are compiled at once, off the main thread while the file streams in, rather than
            // lazily on first call. After minification, which would drop the comment.
            new webpack.BannerPlugin({
              banner: "//# allFunctionsCalledOnLoad",
              raw: true,
              test: /^assets\/main\.[^/]*\.js$/,
              stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
            }),
            // The pages' chunks are named by their sections' chunks, which load them: the runtime
            // in main.js names none of them, whatever the number of pages.
            new ChunkFilesInParentsPlugin({ test: /^page-/ }),
            // The minimizers' input, each chunk's unminified text, leaves memory once minified.
            new UncachedSourcesPlugin(),
            serviceWorker(),
            new CopyPlugin({ patterns: [{ from: publicDirectory, to: distDirectory }] }),
          ]
        : []),
      ...(production
        ? []
        : [
            new webpack.EvalSourceMapDevToolPlugin({ exclude: /[\\/]node_modules[\\/]/, module: true, columns: false }),
          ]),
      ...(serving ? [new ReactRefreshPlugin({ overlay: false })] : []),
    ],
    optimization: {
      splitChunks: { chunks: "async" },
      // Under the dev server every compilation changes the runtime (it holds the compilation's hash
      // for hot updates). In a chunk of its own, a save re-emits those few kilobytes rather than the
      // whole of main.js, and the hot update leaves main.css alone: mini-css-extract-plugin fetches
      // the CSS of each chunk an update lists again before the update applies.
      ...(serving && { runtimeChunk: "single" as const }),
      // swc minifies in a tenth of terser's time for the same bytes (main.js gzip: 101.3 KB against
      // 101.5 KB), and in this process: a worker would only add its own memory on two cores. The code
      // is ES2022 already (ts-loader's target), so it may print modern syntax too.
      minimizer: [
        new MinimizerPlugin({
          exclude: RENDERER_FILES,
          minify: swcMinifyOneAtATime(),
          minimizerOptions: { ecma: 2020, compress: { passes: 2 } },
          parallel: false,
        }),
        new MinimizerPlugin({ test: /\.css$/, minify: MinimizerPlugin.esbuildMinifyCss, parallel: false }),
      ],
    },
    cache: {
      type: "filesystem",
      name: `client-${production ? "production" : "development"}`,
      cacheDirectory: path.join(buildCacheDirectory, "webpack"),
      buildDependencies: { config: [fileURLToPath(import.meta.url), ...buildDependencies] },
      // Another content folder is another build: never reuse the cache of the other one.
      version: contentDirectory,
      // Under the dev server the first cache is written, in the background, once the first build
      // has been followed by 2 s without a compilation, not only when the server stops: a stop
      // killed before that write ended left none, and the next start was cold. Lazily compiled, the
      // first build is small (a 36 MB cache instead of 279 MB), and so is that write. Written at
      // once, it held the thread that served the reader's first page (0.8 s): the wait took the
      // first visit of a page from 1.2 to 0.9–1.0 s, and a SIGTERM still leaves time to write it.
      // Writing after a large change held the server for about 2 s, so an edit saved then waited
      // for it: that waits for a minute's pause. A build writes its cache once, at its end.
      ...(serving && { idleTimeoutForInitialStore: 2_000, idleTimeoutAfterLargeChanges: 60_000 }),
    },
    devServer: {
      port: 3000,
      hot: true,
      // The server is the contributor's own machine: gzip would only spend the CPU that compiles the
      // page being opened (main.js is 2.9 MB in development:
      // gzip took 0.16 s of CPU during a first visit, profiled at load 4).
      compress: false,
      historyApiFallback: true,
      static: { directory: publicDirectory },
      client: { overlay: { warnings: false } },
    },
    stats: "errors-warnings",
    infrastructureLogging: { level: "warn" },
    experiments: {
      html: false,
      // Under the dev server what `import()` loads (each page, from its section's module, the search
      // index, the components not on the first screen) is compiled when the browser first asks for
      // it: the server answers once the app's entry is built, not the whole site.
      // The content index's `virtual:` modules (a section's navigation, its pages' headings) are
      // small and opened with the page: compiled at once, a page's first visit asks the server for
      // one module, and compiles once, instead of once for each that arrives during the compile.
      lazyCompilation: serving && {
        entries: false,
        imports: true,
        test: (module: Module) => !module.nameForCondition()?.startsWith("virtual:"),
      },
    },
    performance: production
      ? {
          hints: "error",
          // Uncompressed sizes: the app shell (main.js + main.css) gzips about 3:1, so this keeps it
          // near the 100 KB JavaScript + 20 KB CSS gzip targets the end-to-end tests check.
          maxEntrypointSize: 350 * 1024,
          // The largest single asset is a reference page's chunk (a table of every option), which
          // gzips about 10:1: this is its 70 KB gzip budget.
          maxAssetSize: 700 * 1024,
          // The search index has its own budget and test; images and fonts are not code.
          assetFilter: (name: string) => /\.(js|css)$/.test(name) && !/(^|\/)search-index\./.test(name),
        }
      : { hints: false },
    watchOptions: {
      ignored: [path.join(rootDirectory, "node_modules"), distDirectory],
      // How long a change waits for others before the rebuild starts (webpack's default is 20 ms).
      // An editor's save is one write or one rename, whose events arrive within a millisecond;
      // the 15 ms saved are 5 % of the time from a save to the updated page.
      aggregateTimeout: 5,
    },
  };
  return production ? merge(app, staticSiteGeneration()) : app;
}
