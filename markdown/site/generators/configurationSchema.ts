import GithubSlugger from "github-slugger";
import { createRequire } from "node:module";
import { objectProperties, paragraphText, typeText, type SchemaNode } from "./schemaText.ts";

const require = createRequire(import.meta.url);
const MAX_DEPTH = 4;

interface DescribedOption {
  path: string;
  id: string;
}

interface Reference {
  root: SchemaNode;
  lines: string[];
  /** Gives each heading the id remark-generated-blocks will give it: `schema-` and its slug. */
  slugger: GithubSlugger;
  /** Where the properties of each schema definition are listed already. */
  describedDefinitions: Map<string, DescribedOption>;
}

/** The definitions an option's properties come from: its own `$ref`, or those of its alternatives. */
function propertyDefinitions(node: SchemaNode, root: SchemaNode): string[] {
  const candidates = [node, ...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
  return candidates.flatMap((candidate) =>
    candidate.$ref && Object.keys(objectProperties(candidate, root)).length > 0 ? [candidate.$ref] : [],
  );
}

function describe(path: string, node: SchemaNode, depth: number, reference: Reference): void {
  const { root, lines, describedDefinitions } = reference;
  const id = `schema-${reference.slugger.slug(path)}`;
  lines.push(`### \`${path}\``, "", `Type: \`${paragraphText(typeText(node, root))}\``, "");
  if (node.description) lines.push(paragraphText(node.description), "");
  if (depth >= MAX_DEPTH) return;
  const definitions = propertyDefinitions(node, root);
  const describedAt = definitions.map((definition) => describedDefinitions.get(definition));
  const [sameAs] = describedAt;
  if (sameAs && describedAt.every((option) => option === sameAs)) {
    // `optimization.minimizeOptions` takes what `optimization.minimize` does: listed once, not twice.
    lines.push(`Takes the same options as [\`${sameAs.path}\`](#${sameAs.id}).`, "");
    return;
  }
  for (const definition of definitions) describedDefinitions.set(definition, { path, id });
  for (const [name, child] of Object.entries(objectProperties(node, root))) {
    describe(`${path}.${name}`, child, depth + 1, reference);
  }
}

/**
 * `configuration-schema <option>`: every path below a top-level option of the installed webpack's
 * `schemas/WebpackOptions.json`, with its type and the schema's own description. Options that take
 * the same schema definition as one listed before point to it instead of repeating its properties.
 */
export function configurationSchema([option]: string[]): string {
  const schema = require("webpack/schemas/WebpackOptions.json") as SchemaNode;
  const node = option ? schema.properties?.[option] : undefined;
  if (!option || !node) throw new Error(`"${option ?? ""}" is not a top-level option of webpack's schema`);
  const reference: Reference = {
    root: schema,
    lines: [],
    slugger: new GithubSlugger(),
    describedDefinitions: new Map(),
  };
  describe(option, node, 1, reference);
  return reference.lines.join("\n");
}
