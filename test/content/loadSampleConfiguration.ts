import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import type { Configuration } from "webpack";

const require = createRequire(import.meta.url);

/** The `argv` webpack-cli hands a configuration function for `webpack --mode production`. */
const CLI_ARGUMENTS = { mode: "production", env: {} };

/**
 * Loads a configuration file the way webpack-cli does: the module (CommonJS through require, ES
 * modules and TypeScript through import), its default export, a function called with `env` and
 * `argv`, a promise awaited, and an array's functions called in turn.
 */
export async function loadSampleConfiguration(file: string): Promise<Configuration[]> {
  const loaded = /\.c?js$/.test(file)
    ? (require(file) as unknown)
    : ((await import(pathToFileURL(file).href)) as { default: unknown }).default;
  const exported = (loaded as { default?: unknown } | null)?.default ?? loaded;
  const configurations = await (typeof exported === "function" ? exported({}, CLI_ARGUMENTS) : exported);
  return Promise.all(
    [configurations as unknown]
      .flat()
      .map(
        async (configuration) =>
          (typeof configuration === "function"
            ? await configuration({}, CLI_ARGUMENTS)
            : configuration) as Configuration,
      ),
  );
}
