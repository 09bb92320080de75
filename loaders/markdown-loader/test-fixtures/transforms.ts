import type { TransformPage } from "../../../markdown/site/content-page/index.ts";

/** A `transformPage` factory for the tests of `transformPageModule`: the page's body becomes `body`. */
export function bodyReplacedWith(body: string): TransformPage {
  return (page) => ({ ...page, body, dependencies: { files: [], missing: [] } });
}

export const notAFactory = "a string";
