import { createRequire } from "node:module";
import path from "node:path";
import { cellText, objectProperties, paragraphText, typeText, type SchemaNode } from "./schemaText.ts";

const require = createRequire(import.meta.url);

/**
 * `plugin-schema <file>`: the options table of a plugin schema shipped with the installed webpack
 * (`schemas/plugins/BannerPlugin.json`).
 */
export function pluginSchema([file]: string[]): string {
  if (!file || path.isAbsolute(file) || file.includes("..") || !file.endsWith(".json")) {
    throw new Error(`expected a schema path inside the webpack package, got "${file ?? ""}"`);
  }
  const schema = require(`webpack/${file}`) as SchemaNode;
  const properties = Object.entries(objectProperties(schema, schema));
  if (properties.length === 0) return `The options are: \`${paragraphText(typeText(schema, schema))}\`.`;
  const rows = properties.map(
    ([name, node]) => `| \`${name}\` | \`${cellText(typeText(node, schema))}\` | ${cellText(node.description)} |`,
  );
  return ["| Option | Type | Description |", "| --- | --- | --- |", ...rows].join("\n");
}
