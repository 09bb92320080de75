/**
 * The deployment settings webpack's DefinePlugin writes into the app (`deploymentDefinitions` in
 * webpack.app.ts) and `NODE_ENV` from the mode: the app reads these names and nothing else of
 * `process`, which does not exist in the browser.
 */
declare const process: {
  env: {
    NODE_ENV: "development" | "production" | "none";
    DOCSEARCH_APP_ID: string;
    DOCSEARCH_API_KEY: string;
    DOCSEARCH_INDEX_NAME: string;
    ANALYTICS_ID: string;
  };
};
