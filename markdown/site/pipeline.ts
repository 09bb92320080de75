import type { Options as MdxLoaderOptions } from "@mdx-js/loader";
import remarkFrontmatter from "remark-frontmatter";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import type { PluggableList } from "unified";
import recmaJsxRuntimeNamespace from "../plugins/recma-jsx-runtime-namespace/index.ts";
import rehypeCodeAsHtml from "../plugins/rehype-code-as-html/index.ts";
import rehypeCodeBlocks from "../plugins/rehype-code-blocks/index.ts";
import rehypeLazyImages from "../plugins/rehype-lazy-images/index.ts";
import rehypeScrollableTables from "../plugins/rehype-scrollable-tables/index.ts";
import rehypeTableAlignment from "../plugins/rehype-table-alignment/index.ts";
import rehypeTaskListLabels from "../plugins/rehype-task-list-labels/index.ts";
import remarkAlerts from "../plugins/remark-alerts/index.ts";
import remarkGfmExplicitLinks from "../plugins/remark-gfm-explicit-links/index.ts";
import remarkGeneratedBlocks from "../plugins/remark-generated-blocks/index.ts";
import remarkPlaceGeneratedBlocks from "../plugins/remark-generated-blocks/placeInPage.ts";
import remarkHeadingIds from "../plugins/remark-heading-ids/index.ts";
import remarkTableCells from "../plugins/remark-table-cells/index.ts";
import { generators } from "./generators/index.ts";
import remarkPackageManagerTabs from "./remark-package-manager-tabs/index.ts";

/**
 * This site's Markdown pipeline, defined once: the remark plugins (Markdown to Markdown) in the
 * order they run. The markdown rule renders pages with them and the content index reads pages
 * with them (headings, anchors, links), so an anchor the link check accepts is one the rendered
 * page has. A plugin added here reaches both.
 */
export const remarkPlugins: PluggableList = [
  remarkGfmExplicitLinks,
  remarkTableCells,
  [remarkGeneratedBlocks, { generators }],
  remarkHeadingIds,
  remarkAlerts,
  remarkPackageManagerTabs,
];

/**
 * The rehype plugins (HTML to HTML) in the order they run; only the rendered page needs them.
 * Highlighting late: it turns each code block into thousands of elements that the other plugins
 * would walk for nothing. Then each block's content becomes one HTML string for React, so that
 * MDX, webpack and the minifier handle a string rather than those elements (a cold build took
 * 2 s less, the pages' chunks 1 MB less).
 */
const rehypePlugins: PluggableList = [
  rehypeScrollableTables,
  rehypeTableAlignment,
  rehypeTaskListLabels,
  rehypeLazyImages,
  rehypeCodeBlocks,
  rehypeCodeAsHtml,
];

/** The recma plugins (the compiled JavaScript), for the rendered page. */
const recmaPlugins: PluggableList = [recmaJsxRuntimeNamespace];

/**
 * `@mdx-js/loader`'s options: the pipeline, after the two plugins that read the YAML front matter
 * the markdown loader hands on and export it as `frontMatter`, then `recorders`, then the plugin
 * that places the generated blocks' nodes on their fence's lines for the source map. Recorders
 * (the content index's record of the page) read the page as the pipeline made it, with each node
 * at the place its text has in the page or its generator (a Markdown copy is cut out by them).
 */
export function mdxLoaderOptions(recorders: PluggableList = []) {
  return {
    jsxImportSource: "react",
    remarkPlugins: [
      remarkFrontmatter,
      // The markdown loader writes the front matter it validated as JSON (which is YAML): JSON.parse
      // reads it in a hundredth of the YAML parser's time (35 ms a build).
      [remarkMdxFrontmatter, { name: "frontMatter", parsers: { yaml: JSON.parse } }],
      ...remarkPlugins,
      ...recorders,
      remarkPlaceGeneratedBlocks,
    ],
    rehypePlugins,
    recmaPlugins,
  } satisfies MdxLoaderOptions;
}
