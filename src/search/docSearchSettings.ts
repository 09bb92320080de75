import { parseUrl } from "../utilities/untrustedInput.ts";

export interface DocSearchSettings {
  appId: string;
  apiKey: string;
  indexName: string;
}

export interface DocSearchEnvironment {
  DOCSEARCH_APP_ID?: string;
  DOCSEARCH_API_KEY?: string;
  DOCSEARCH_INDEX_NAME?: string;
}

/** The hosted DocSearch when a deployment sets all three variables at build time; else the built-in search. */
export function docSearchSettings(environment: DocSearchEnvironment): DocSearchSettings | undefined {
  const { DOCSEARCH_APP_ID: appId, DOCSEARCH_API_KEY: apiKey, DOCSEARCH_INDEX_NAME: indexName } = environment;
  return appId && apiKey && indexName ? { appId, apiKey, indexName } : undefined;
}

/**
 * Hosted result URLs are absolute (`https://webpack.js.org/concepts/#entry`); inside the app they
 * become paths, so following one is a client-side navigation. Undefined for a URL that does not
 * parse: the hosted service's answer is input like any other.
 */
export function siteRelativeUrl(url: string, origin: string): string | undefined {
  const parsed = parseUrl(url, origin);
  return parsed && `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
