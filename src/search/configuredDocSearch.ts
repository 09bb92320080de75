import { docSearchSettings } from "./docSearchSettings.ts";

/**
 * Read at build time: webpack's DefinePlugin replaces these expressions with the values of the
 * build's environment ("" when unset), so an unconfigured build drops the DocSearch code entirely.
 */
export const configuredDocSearch = docSearchSettings({
  DOCSEARCH_APP_ID: process.env.DOCSEARCH_APP_ID,
  DOCSEARCH_API_KEY: process.env.DOCSEARCH_API_KEY,
  DOCSEARCH_INDEX_NAME: process.env.DOCSEARCH_INDEX_NAME,
});
