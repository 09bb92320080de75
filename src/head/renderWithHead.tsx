// The edge build: the browser build keeps a MessageChannel open, which would keep the build alive.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server.edge";

/** A prerendered page's markup: what goes into the document's head, and the app's own. */
interface RenderedMarkup {
  /** The elements React hoists, such as the page's `<title>` and `<meta>`s. */
  head: string;
  /** The app, as the browser hydrates it. */
  html: string;
}

const HEAD_START = "<head>";
const HEAD_END = "</head>";

/**
 * Renders the app with its head apart. Rendered alone, the app's `<title>` and `<meta>` elements
 * would come first in the string React returns, outside any head; rendered after an empty
 * `<head>`, they go into it (React's server renderer writes a head it renders as the preamble:
 * `<head>`, the hoisted elements, `</head>`), and the app's own markup follows. No text React
 * writes inside the head can hold `</head>`: it escapes `<` in text and attributes.
 */
export function renderWithHead(app: ReactNode): RenderedMarkup {
  const markup = renderToString(
    <>
      <head />
      {app}
    </>,
  );
  const headEnd = markup.indexOf(HEAD_END);
  if (!markup.startsWith(HEAD_START) || headEnd === -1) {
    throw new Error(`React rendered no head before the app: ${markup.slice(0, 80)}`);
  }
  return { head: markup.slice(HEAD_START.length, headEnd), html: markup.slice(headEnd + HEAD_END.length) };
}
