import type { Blockquote, Paragraph, Root, Text } from "mdast";
import { visit } from "unist-util-visit";

/** Each kind's title and the callout style it takes. README is ours: the notice on a page that shows a package's README. */
const KINDS = {
  TIP: { title: "Tip", style: "tip" },
  NOTE: { title: "Note", style: "note" },
  WARNING: { title: "Warning", style: "warning" },
  TODO: { title: "To do", style: "todo" },
  README: { title: "Package README", style: "note" },
} as const;
type AlertKind = keyof typeof KINDS;

const MARKER = /^\[!(\w+)\][ \t]*\n?/;

function alertKind(node: Blockquote): AlertKind | undefined {
  const first = node.children[0];
  if (first?.type !== "paragraph") return undefined;
  const text = first.children[0];
  if (text?.type !== "text") return undefined;
  const kind = MARKER.exec(text.value)?.[1]?.toUpperCase();
  return kind && kind in KINDS ? (kind as AlertKind) : undefined;
}

/**
 * Turns GitHub alerts (`> [!TIP]`, `> [!NOTE]`, `> [!WARNING]`, `> [!TODO]`, and our `> [!README]`) into
 * `<div class="callout callout-tip" role="note">` blocks with a visible title, so they read the same on
 * GitHub and on the site. A note, not an `<aside>`: a page can hold dozens, and each `<aside>` would
 * be a landmark of its own, all of them unnamed or named alike.
 */
export default function remarkAlerts() {
  return (tree: Root) => {
    visit(tree, "blockquote", (node) => {
      const kind = alertKind(node);
      if (!kind) return;
      const paragraph = node.children[0] as Paragraph;
      const text = paragraph.children[0] as Text;
      text.value = text.value.replace(MARKER, "");
      if (text.value === "" && paragraph.children.length === 1) node.children.shift();
      const title: Paragraph = {
        type: "paragraph",
        data: { hProperties: { className: ["callout-title"] } },
        children: [{ type: "text", value: KINDS[kind].title }],
      };
      node.children.unshift(title);
      node.data = {
        ...node.data,
        hName: "div",
        hProperties: { className: ["callout", `callout-${KINDS[kind].style}`], role: "note" },
      };
    });
  };
}
