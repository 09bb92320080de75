/** A JSON schema node, as far as the reference generators read it. */
export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  items?: SchemaNode | SchemaNode[];
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  description?: string;
  instanceof?: string;
  tsType?: string;
  minLength?: number;
  minimum?: number;
  definitions?: Record<string, SchemaNode>;
}

/** Follows `#/definitions/Name` references within one schema file. */
function resolveReference(node: SchemaNode, root: SchemaNode): SchemaNode {
  let current = node;
  for (let depth = 0; current.$ref && depth < 20; depth += 1) {
    const name = current.$ref.replace(/^#\/definitions\//, "");
    const target = root.definitions?.[name];
    if (!target) break;
    current = { ...target, description: current.description ?? target.description };
  }
  return current;
}

/** An address in running text, not yet written as a link. */
const BARE_ADDRESS = /(?<![<(])\bhttps?:\/\/[^\s<>`]*[^\s<>`.,:;"')\]]/g;

/**
 * Webpack's descriptions leave some addresses bare; the site's Markdown links only an address
 * written as a link (remark-gfm-explicit-links), so each becomes `<https://…>`. Code spans are left
 * as they are: an address in one is an example, not a link.
 */
export function linkedAddresses(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(BARE_ADDRESS, "<$&>")))
    .join("");
}

function escapeCell(text: string): string {
  return linkedAddresses(text).replace(/\|/g, "\\|").replace(/\n+/g, " ");
}

/** A short, readable type: `string`, `"none" \| "verbose"`, `RegExp`, `object`, `string[]`. */
export function typeText(node: SchemaNode, root: SchemaNode, depth = 0): string {
  const resolved = resolveReference(node, root);
  if (depth > 3) return "…";
  if (resolved.tsType) return resolved.tsType;
  if (resolved.instanceof) return resolved.instanceof;
  if (resolved.enum) return resolved.enum.map((value) => JSON.stringify(value)).join(" | ");
  if (resolved.const !== undefined) return JSON.stringify(resolved.const);
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives) {
    return [...new Set(alternatives.map((alternative) => typeText(alternative, root, depth + 1)))].join(" | ");
  }
  if (resolved.type === "array") {
    const items = Array.isArray(resolved.items) ? resolved.items[0] : resolved.items;
    const itemText = items ? typeText(items, root, depth + 1) : "unknown";
    return itemText.includes(" ") ? `(${itemText})[]` : `${itemText}[]`;
  }
  if (Array.isArray(resolved.type)) return resolved.type.join(" | ");
  return resolved.type ?? (resolved.properties ? "object" : "unknown");
}

/** Text for a paragraph, on one line. Pipes stay as they are: GFM reads `\|` as a pipe in table cells only. */
export function paragraphText(text: string | undefined): string {
  return linkedAddresses(text ?? "").replace(/\n+/g, " ");
}

/** Markdown-safe text for a table cell. */
export function cellText(text: string | undefined): string {
  return escapeCell(text ?? "");
}

/** The object properties an option accepts, following references and alternatives. */
export function objectProperties(node: SchemaNode, root: SchemaNode): Record<string, SchemaNode> {
  const resolved = resolveReference(node, root);
  const merged: Record<string, SchemaNode> = { ...resolved.properties };
  for (const alternative of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])]) {
    Object.assign(merged, objectProperties(alternative, root));
  }
  return merged;
}
