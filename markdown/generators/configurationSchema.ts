import { createRequire } from "node:module";
import { objectProperties, paragraphText, typeText, type SchemaNode } from "./schemaText.ts";

const require = createRequire(import.meta.url);
const MAX_DEPTH = 4;

function describe(path: string, node: SchemaNode, root: SchemaNode, depth: number, lines: string[]): void {
  lines.push(`### \`${path}\``, "", `Type: \`${paragraphText(typeText(node, root))}\``, "");
  if (node.description) lines.push(paragraphText(node.description), "");
  if (depth >= MAX_DEPTH) return;
  for (const [name, child] of Object.entries(objectProperties(node, root))) {
    describe(`${path}.${name}`, child, root, depth + 1, lines);
  }
}

/**
 * `configuration-schema <option>`: every path below a top-level option of the installed webpack's
 * `schemas/WebpackOptions.json`, with its type and the schema's own description.
 */
export function configurationSchema([option]: string[]): string {
  const schema = require("webpack/schemas/WebpackOptions.json") as SchemaNode;
  const node = option ? schema.properties?.[option] : undefined;
  if (!option || !node) throw new Error(`"${option ?? ""}" is not a top-level option of webpack's schema`);
  const lines: string[] = [];
  describe(option, node, schema, 1, lines);
  return lines.join("\n");
}
