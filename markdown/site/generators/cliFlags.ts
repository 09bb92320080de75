import webpack from "webpack";
import { linkedAddresses } from "./schemaText.ts";

function flagType(argument: ReturnType<typeof webpack.cli.getArguments>[string]): string {
  const types = new Set(
    argument.configs.map((config) =>
      config.type === "enum" ? (config.values ?? []).map((value) => JSON.stringify(value)).join(" | ") : config.type,
    ),
  );
  return [...types].join(" | ");
}

/** `cli-flags`: every flag webpack-cli derives from the installed webpack's configuration schema. */
export function cliFlags(): string {
  const argumentsByName = webpack.cli.getArguments();
  const rows = Object.entries(argumentsByName)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, argument]) => {
      const description = linkedAddresses(argument.description ?? "")
        .replace(/\|/g, "\\|")
        .replace(/\n+/g, " ");
      const multiple = argument.multiple ? " (repeatable)" : "";
      return `| \`--${name}\` | \`${flagType(argument).replace(/\|/g, "\\|")}\`${multiple} | ${description} |`;
    });
  return ["| Flag | Type | Description |", "| --- | --- | --- |", ...rows].join("\n");
}
