import type { Nodes, Root } from "mdast";
import { SKIP, visit } from "unist-util-visit";
import type { GeneratedBlock } from "../../markdown/plugins/remark-generated-blocks/index.ts";

export interface PageMarkdownInput {
  /** The page's Markdown without its front matter (blank lines in its place), as parsed into `tree`. */
  body: string;
  tree: Root;
  generatedBlocks: readonly GeneratedBlock[];
  /** The page's absolute address, against which its links are resolved. */
  pageUrl: string;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** A site path, `#anchor` or relative address made absolute; addresses with a scheme need nothing. */
function absoluteUrl(url: string, pageUrl: string): string | undefined {
  if (SCHEME.test(url)) return undefined;
  try {
    return new URL(url, pageUrl).href;
  } catch {
    return undefined;
  }
}

/**
 * A link destination and optional title as Markdown writes them after `](` or `]: `. A `|` is
 * encoded or escaped, as the link may sit in a table cell.
 */
function destination(url: string, title: string | null | undefined): string {
  const encoded = url.replace(/[<>|]/g, encodeURIComponent);
  const target = /[\s()]/.test(encoded) ? `<${encoded}>` : encoded;
  return title ? `${target} "${title.replace(/["\\|]/g, "\\$&")}"` : target;
}

function escapeLabel(text: string): string {
  return text.replace(/[[\]\\|]/g, "\\$&");
}

function offsetsOf(node: Nodes): [number, number] | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? undefined : [start, end];
}

/** `text` from `start` to `end` with the edits inside that range made. */
function applyEdits(text: string, start: number, end: number, edits: readonly Edit[]): string {
  let result = "";
  let cursor = start;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    if (edit.start < cursor || edit.end > end) continue;
    result += text.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  return result + text.slice(cursor, end);
}

/**
 * The edits that give the links, images and link definitions of `nodes` (their positions are
 * offsets in `text`) absolute addresses. Only those are written anew, around their own text, so
 * everything else (emphasis, alerts, tables, code) stays exactly as the author wrote it.
 */
function linkEdits(text: string, nodes: readonly Nodes[], pageUrl: string, skipped: ReadonlySet<Nodes>): Edit[] {
  const edits: Edit[] = [];
  const edit = (node: Nodes, replacement: (url: string) => string) => {
    const range = offsetsOf(node);
    const url = "url" in node ? absoluteUrl(node.url, pageUrl) : undefined;
    if (!range || url === undefined) return false;
    edits.push({ start: range[0], end: range[1], text: replacement(url) });
    return true;
  };
  const labelOf = (children: readonly Nodes[]) => {
    const first = children[0] && offsetsOf(children[0]);
    const last = children.at(-1) && offsetsOf(children.at(-1) as Nodes);
    if (!first || !last) return "";
    return applyEdits(text, first[0], last[1], linkEdits(text, children, pageUrl, skipped));
  };
  for (const root of nodes) {
    visit(root, (node) => {
      if (skipped.has(node)) return SKIP;
      switch (node.type) {
        case "link":
          // A link that stays may hold an image that does not.
          return edit(node, (url) => `[${labelOf(node.children)}](${destination(url, node.title)})`) ? SKIP : undefined;
        case "image":
          edit(node, (url) => `![${escapeLabel(node.alt ?? "")}](${destination(url, node.title)})`);
          return SKIP;
        case "definition":
          edit(node, (url) => `[${node.label ?? node.identifier}]: ${destination(url, node.title)}`);
          return SKIP;
        default:
          return undefined;
      }
    });
  }
  return edits;
}

/**
 * A page's text as Markdown for tools and language models: as written, without the front matter,
 * with the generated reference blocks expanded and every link and image made absolute, so the
 * text means the same wherever it is pasted.
 */
export function pageMarkdown({ body, tree, generatedBlocks, pageUrl }: PageMarkdownInput): string {
  // The generated nodes' positions are offsets in their block's Markdown, not in the page.
  const generatedNodes = new Set<Nodes>(generatedBlocks.flatMap((block) => block.nodes));
  const edits = [
    ...linkEdits(body, [tree], pageUrl, generatedNodes),
    ...generatedBlocks.map(({ start, end, markdown, nodes }) => ({
      start,
      end,
      text: applyEdits(markdown, 0, markdown.length, linkEdits(markdown, nodes, pageUrl, new Set())),
    })),
  ];
  // The front matter left blank lines in its place.
  return applyEdits(body, 0, body.length, edits)
    .replace(/^\s*\n/, "")
    .trimEnd();
}
