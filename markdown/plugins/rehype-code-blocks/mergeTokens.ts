import type { Element, ElementContent } from "hast";

function classesOf(node: ElementContent | undefined): string | undefined {
  if (node?.type !== "element") return undefined;
  const className = node.properties.className;
  return Array.isArray(className) ? className.join(" ") : undefined;
}

function isSpace(node: ElementContent | undefined): boolean {
  return node?.type === "text" && node.value.trim() === "";
}

/**
 * Joins neighbouring tokens with the same classes, and the spaces between them, into one element:
 * `)` `;` become `);`. They look the same, and the page has fewer elements to parse and lay out.
 */
export function mergeTokens(nodes: readonly ElementContent[]): ElementContent[] {
  const merged: ElementContent[] = [];
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes[index] as ElementContent;
    const previous = merged.at(-1);
    const previousClasses = classesOf(previous);
    const joinsPrevious =
      previousClasses !== undefined &&
      (classesOf(node) === previousClasses || (isSpace(node) && classesOf(nodes[index + 1]) === previousClasses));
    if (joinsPrevious) {
      const children = node.type === "element" ? node.children : [node];
      merged[merged.length - 1] = {
        ...(previous as Element),
        children: [...(previous as Element).children, ...children],
      };
    } else merged.push(node);
  }
  return joinTexts(
    merged.map((node) => (node.type === "element" ? { ...node, children: mergeTokens(node.children) } : node)),
  );
}

/**
 * Joins neighbouring text nodes into one. React marks the border between two text nodes in its
 * HTML (`)<!-- -->;`) so that hydration can tell them apart: on a page of many code blocks those
 * markers are hundreds of bytes.
 */
export function joinTexts(nodes: readonly ElementContent[]): ElementContent[] {
  const joined: ElementContent[] = [];
  for (const node of nodes) {
    const previous = joined.at(-1);
    if (node.type === "text" && previous?.type === "text") {
      joined[joined.length - 1] = { type: "text", value: previous.value + node.value };
    } else joined.push(node);
  }
  return joined;
}
