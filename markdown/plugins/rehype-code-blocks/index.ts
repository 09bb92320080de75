import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import { SKIP, visit } from "unist-util-visit";
import { highlight } from "./highlighter.ts";
import { joinTexts, mergeTokens } from "./mergeTokens.ts";
import { parseCodeMeta } from "./meta.ts";
import { splitLines } from "./splitLines.ts";

const DIFF_CLASSES: Record<string, string> = { "+": "line-added", "-": "line-removed" };

function languageOf(code: Element): string {
  const classNames = code.properties.className;
  const list = Array.isArray(classNames) ? classNames.map(String) : [];
  return list.find((name) => name.startsWith("language-"))?.slice("language-".length) ?? "text";
}

function lineElement(children: ElementContent[], classNames: string[]): Element {
  return { type: "element", tagName: "span", properties: { className: ["line", ...classNames] }, children };
}

function renderLines(source: string, language: string, highlightedLines: Set<number>): ElementContent[] {
  const tokens =
    language === "diff" ? [{ type: "text" as const, value: source }] : highlight(source, language).children;
  const lines = splitLines(tokens);
  return joinTexts(
    lines.flatMap((children, index) => {
      const classNames: string[] = [];
      if (highlightedLines.has(index + 1)) classNames.push("line-highlighted");
      if (language === "diff") {
        const diffClass = DIFF_CLASSES[source.split("\n")[index]?.charAt(0) ?? ""];
        if (diffClass) classNames.push(diffClass);
      }
      const tokensOfLine = mergeTokens(children);
      // Only a highlighted, added or removed line needs an element of its own, for its background.
      const line = classNames.length > 0 ? [lineElement(tokensOfLine, classNames)] : tokensOfLine;
      return index < lines.length - 1 ? [...line, { type: "text", value: "\n" }] : line;
    }),
  );
}

/**
 * Highlights every fenced code block at build time (both themes come from the same token classes,
 * so no highlighter reaches the browser) and wraps it in a `<figure>` with its title.
 */
export default function rehypeCodeBlocks() {
  return (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      const code = node.children[0];
      if (node.tagName !== "pre" || code?.type !== "element" || code.tagName !== "code") return;
      if (!parent || index === undefined) return;
      const language = languageOf(code);
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      const source = toString(code).replace(/\n$/, "");
      const pre: Element = {
        type: "element",
        tagName: "pre",
        properties: { className: [`language-${language}`], dataLanguage: language, tabIndex: 0 },
        children: [
          {
            type: "element",
            tagName: "code",
            properties: {},
            children: renderLines(source, language, meta.highlightedLines),
          },
        ],
      };
      const captionText = meta.abridged ? `${meta.title ?? "Output"} (abridged)` : meta.title;
      const caption: Element[] = captionText
        ? [{ type: "element", tagName: "figcaption", properties: {}, children: [{ type: "text", value: captionText }] }]
        : [];
      parent.children[index] = {
        type: "element",
        tagName: "figure",
        properties: { className: ["code-block"] },
        children: [...caption, pre],
      };
      return SKIP;
    });
  };
}
