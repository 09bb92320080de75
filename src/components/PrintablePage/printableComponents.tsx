import { createContext, useContext, type AnchorHTMLAttributes, type HTMLAttributes } from "react";
import type { ContentComponents } from "../../content/types.ts";
import { MarkdownLink } from "../MarkdownContent/MarkdownLink.tsx";
import { contentComponents } from "../MarkdownContent/MarkdownContent.tsx";
import { printableHref, printableId } from "./printableIds.ts";

interface PrintedPage {
  url: string;
  /** Every page on the printable page, whose links become links within it. */
  printedUrls: ReadonlySet<string>;
}

/** The page of the section being rendered on the printable page. */
export const PrintedPageContext = createContext<PrintedPage>({ url: "/", printedUrls: new Set() });

type HeadingTag = "h2" | "h3" | "h4" | "h5" | "h6";

function prefixedHeading(Tag: HeadingTag) {
  return function PrintedHeading({ id, ...props }: HTMLAttributes<HTMLHeadingElement>) {
    const { url } = useContext(PrintedPageContext);
    return <Tag id={id && printableId(url, id)} {...props} />;
  };
}

function PrintedLink({ href = "", ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { url, printedUrls } = useContext(PrintedPageContext);
  return <MarkdownLink href={printableHref(href, url, printedUrls)} {...props} />;
}

/** The Markdown's elements on a printable page: ids unique across the section, links kept true. */
export const printableComponents = {
  ...contentComponents,
  a: PrintedLink,
  h2: prefixedHeading("h2"),
  h3: prefixedHeading("h3"),
  h4: prefixedHeading("h4"),
  h5: prefixedHeading("h5"),
  h6: prefixedHeading("h6"),
} as unknown as ContentComponents;
