import { DEFAULT_DESCRIPTION } from "../../common/site.ts";
import { pageTitle } from "./pageTitle.ts";

interface PageHeadProps {
  /** The page's own title; the home page has none, and is titled with the product's name alone. */
  title?: string;
  description?: string;
}

/**
 * The page's title and description, and the Open Graph tags that repeat them for shared links.
 * Rendered anywhere in the tree: React 19 puts `<title>` and `<meta>` into the document's head
 * (the prerender's head, see `renderWithHead.tsx`, or the live document's), adopts the
 * prerendered ones when it hydrates, and swaps them when another page renders its own.
 */
export function PageHead({ title, description = DEFAULT_DESCRIPTION }: PageHeadProps) {
  const fullTitle = pageTitle(title);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
    </>
  );
}

/**
 * Removes what `PageHead` rendered into a prerendered document the app does not hydrate (the app
 * shell, a redirected address): React adopts a head's `<title>` whatever its text, but a `<meta>`
 * only when its content is the one it renders, so the other page's would stay beside the new ones.
 */
export function removePrerenderedPageHead(document: Document): void {
  document.head
    .querySelectorAll('title, meta[name="description"], meta[property="og:title"], meta[property="og:description"]')
    .forEach((element) => element.remove());
}
