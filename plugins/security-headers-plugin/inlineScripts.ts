import { createHash } from "node:crypto";
import { defaultTreeAdapter, parse, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

export interface PolicyPlaces {
  /** `'sha256-…'` sources for the body of every inline script, in document order. */
  scriptHashes: string[];
  /** Where a `<meta>` policy goes: after `<meta charset>`, else at the start of `<head>`. */
  metaOffset: number;
  /** Whether an inline script comes before `metaOffset`, where the policy would not cover it. */
  scriptBeforeMeta: boolean;
}

function* elements(node: Node): Generator<Element> {
  if (defaultTreeAdapter.isElementNode(node)) yield node;
  const children = "childNodes" in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  if ("content" in node) yield* elements(node.content);
}

const hasAttribute = (element: Element, name: string) => element.attrs.some((attribute) => attribute.name === name);

/**
 * Reads an HTML document as the browser will (parse5 implements the HTML standard's parser), so
 * any spelling of `<meta charset>` and any `<script>` with attributes is found.
 */
export function findPolicyPlaces(html: string): PolicyPlaces {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const all = [...elements(document)];
  const charset = all.find((element) => element.tagName === "meta" && hasAttribute(element, "charset"));
  const head = all.find((element) => element.tagName === "head");
  const metaOffset = charset?.sourceCodeLocation?.endOffset ?? head?.sourceCodeLocation?.startTag?.endOffset ?? 0;
  const inlineScripts = all.filter((element) => element.tagName === "script" && !hasAttribute(element, "src"));
  return {
    scriptHashes: inlineScripts.map((script) => {
      const body = script.childNodes.map((child) => (defaultTreeAdapter.isTextNode(child) ? child.value : "")).join("");
      return `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
    }),
    metaOffset,
    scriptBeforeMeta: inlineScripts.some((script) => (script.sourceCodeLocation?.startOffset ?? 0) < metaOffset),
  };
}
