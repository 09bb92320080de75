import type { Blockquote } from "mdast";

export interface ReadmeOrigin {
  packageName: string;
  version: string;
  /** ISO time of the fetch. */
  fetched: string;
}

/**
 * The callout at the top of a page whose text is a package's README, saying so: the text is the
 * package authors', not ours, and it is as current as the version named. An alert of our README
 * kind, which `remark-alerts` renders like the site's other callouts, so it survives being written
 * back to Markdown.
 */
export function readmeNotice({ packageName, version, fetched }: ReadmeOrigin): Blockquote {
  return {
    type: "blockquote",
    children: [
      {
        type: "paragraph",
        children: [
          { type: "text", value: "[!README]\nThis page is the README of the " },
          {
            type: "link",
            url: `https://www.npmjs.com/package/${packageName}`,
            children: [{ type: "inlineCode", value: packageName }],
          },
          { type: "text", value: ` package, version ${version}, fetched from npm on ${fetched.slice(0, 10)}.` },
        ],
      },
    ],
  };
}
