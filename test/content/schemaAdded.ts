import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

interface SchemaNode {
  $ref?: string;
  added?: string;
  properties?: Record<string, SchemaNode>;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  items?: SchemaNode | SchemaNode[];
}

interface Schema extends SchemaNode {
  definitions: Record<string, SchemaNode>;
}

const DEEPEST_OPTION = 6;

/**
 * The release each configuration option was added in, as webpack's own schema records it
 * (`"added"`), by dotted option path: `experiments.css` → `5.66.0`.
 */
export function optionsAddedIn(): Map<string, string> {
  const schema = require("webpack/schemas/WebpackOptions.json") as Schema;
  const added = new Map<string, string>();
  const resolve = (node: SchemaNode): SchemaNode =>
    node.$ref ? resolve(schema.definitions[node.$ref.replace("#/definitions/", "")] ?? {}) : node;
  // The object forms an option can take: its own, its anyOf/oneOf branches, its array items.
  const alternatives = (node: SchemaNode, seen = new Set<SchemaNode>()): SchemaNode[] => {
    const resolved = resolve(node);
    if (seen.has(resolved)) return [];
    seen.add(resolved);
    const branches = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...[resolved.items ?? []].flat()];
    return [resolved, ...branches.flatMap((branch) => alternatives(branch, seen))];
  };
  const visit = (node: SchemaNode, path: string) => {
    if (path.split(".").length > DEEPEST_OPTION) return;
    for (const alternative of alternatives(node)) {
      for (const [name, property] of Object.entries(alternative.properties ?? {})) {
        const propertyPath = path ? `${path}.${name}` : name;
        const version = property.added ?? resolve(property).added;
        if (version && !added.has(propertyPath)) added.set(propertyPath, version);
        visit(property, propertyPath);
      }
    }
  };
  visit(schema, "");
  return added;
}
