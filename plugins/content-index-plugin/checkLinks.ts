import { existsSync } from "node:fs";
import { join } from "node:path";
import type { ContentIndex, ContentProblem } from "./buildIndex.ts";
import type { LinkReference } from "./parseContentFile.ts";

export interface LinkTarget {
  ids: ReadonlySet<string>;
}

export interface LinkProblem {
  line: number;
  message: string;
}

/**
 * Checks a page's internal links against the pages and anchors that exist. `otherRoutes` are
 * routes the app serves that are not content files (`/`, `/vote/`, printable pages); static
 * files are accepted when `isStaticFile` knows them.
 */
function checkLinks(
  pageUrl: string,
  links: readonly LinkReference[],
  pages: ReadonlyMap<string, LinkTarget>,
  otherRoutes: ReadonlySet<string>,
  isStaticFile: (url: string) => boolean,
): LinkProblem[] {
  const problems: LinkProblem[] = [];
  for (const { url, line } of links) {
    const [pathPart = "", hash] = url.split("#", 2);
    const path = pathPart.split("?")[0] || pageUrl;
    const target = pages.get(path);
    if (!target) {
      if (otherRoutes.has(path) || isStaticFile(path)) continue;
      const hint = pages.has(`${path}/`) ? ` (write "${path}/" with the trailing slash)` : "";
      problems.push({ line, message: `broken link "${url}": no page at ${path}${hint}` });
    } else if (hash && !target.ids.has(decodeURIComponent(hash))) {
      problems.push({ line, message: `broken link "${url}": ${path} has no heading or anchor "#${hash}"` });
    }
  }
  return problems;
}

/** Front matter problems and broken internal links of a built index. */
export function contentProblems(
  index: ContentIndex,
  otherRoutes: readonly string[],
  staticDirectory: string | undefined,
): ContentProblem[] {
  const pages = new Map(index.files.map((file) => [file.node.url, file.parsed]));
  const routes = new Set(otherRoutes);
  const isStaticFile = (url: string) =>
    staticDirectory !== undefined && existsSync(join(staticDirectory, decodeURIComponent(url)));
  return [
    ...index.problems,
    ...index.files.flatMap((file) =>
      checkLinks(file.node.url, file.parsed.internalLinks, pages, routes, isStaticFile).map((problem) => ({
        file: file.absolutePath,
        ...problem,
      })),
    ),
  ];
}
