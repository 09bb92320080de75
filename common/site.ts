/**
 * The site's settings that both sides need: the webpack configuration and build plugins, and the
 * app in the browser. Neither side's code is imported here.
 */

export const PRODUCT_NAME = "webpack";
export const DEFAULT_DESCRIPTION =
  "webpack is a module bundler. Its main purpose is to bundle JavaScript files for use in a browser, yet it is also capable of transforming, bundling, or packaging just about any resource or asset.";
export const SITE_URL = "https://webpack.js.org";
/** The browser's colour for the site's window and tab bar (the page's `theme-color`, the manifest's `theme_color`). */
export const THEME_COLOR = "#2B3A42";
/** The site's GitHub repository, as `owner/name`, and the branch its pages are published from. */
export const SITE_REPOSITORY_PATH = "webpack/webpack.js.org";
export const SITE_BRANCH = "main";
const SITE_REPOSITORY = `https://github.com/${SITE_REPOSITORY_PATH}`;
export const EDIT_BASE = `${SITE_REPOSITORY}/edit/${SITE_BRANCH}/`;

/** webpack's `output.chunkLoadTimeout`, which the specification sets. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const PRINTABLE_SECTIONS = [
  "api",
  "concepts",
  "configuration",
  "contribute",
  "guides",
  "loaders",
  "migrate",
  "plugins",
] as const;

/** The prerendered page with the app and no content, served for pages never visited while offline. */
export const APP_SHELL_URL = "/app-shell/";
/** The shareable search results page: the query is in the address (`?q=`). */
export const SEARCH_PAGE_URL = "/search/";

/** Where analytics loads its script from, when a deployment sets ANALYTICS_ID. */
export const ANALYTICS_SCRIPT_HOST = "https://www.googletagmanager.com";

/** Accounts whose commits are not a person's work: the contributors lists leave them out. */
export const EXCLUDED_CONTRIBUTORS = [
  "dependabot[bot]",
  "renovate[bot]",
  "github-actions[bot]",
  "webpack-bot",
  "allcontributors[bot]",
] as const;
