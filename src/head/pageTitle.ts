import { PRODUCT_NAME } from "../../common/site.ts";

/** `webpack` for the home page, `{title} | webpack` everywhere else. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
