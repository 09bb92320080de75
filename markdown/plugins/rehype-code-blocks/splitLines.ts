import type { ElementContent, RootContent } from "hast";

/**
 * Splits highlighted tokens into lines. A token that spans a line break (a multi-line comment or
 * string) is cut in two, each part keeping its classes, so every line can be styled on its own.
 */
export function splitLines(nodes: readonly RootContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  const current = () => lines[lines.length - 1] as ElementContent[];

  for (const node of nodes) {
    if (node.type === "text") {
      const parts = node.value.split("\n");
      parts.forEach((part, index) => {
        if (index > 0) lines.push([]);
        if (part) current().push({ type: "text", value: part });
      });
    } else if (node.type === "element") {
      const inner = splitLines(node.children);
      inner.forEach((children, index) => {
        if (index > 0) lines.push([]);
        if (children.length > 0) current().push({ ...node, children });
      });
    }
  }
  return lines;
}
