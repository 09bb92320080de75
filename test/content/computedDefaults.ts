import { mkdtempSync, writeFileSync } from "node:fs";
import Module from "node:module";
import os from "node:os";
import path from "node:path";
import webpack, { type Configuration } from "webpack";

export type Mode = "production" | "development";

/** One set of circumstances a default can depend on. */
export interface Circumstances {
  mode: Mode;
  /** Whether Node.js offers `module.stripTypeScriptTypes` (22.13+, 23.2+), which turns TypeScript defaults on. */
  stripsTypes: boolean;
}

export interface ComputedDefaults extends Circumstances {
  options: unknown;
}

const moduleWithStripper = Module as unknown as { stripTypeScriptTypes?: (code: string) => string };

// A package with a name (uniqueName derives from it) and no browserslist config: the target falls
// back to "web", as the pages document.
const emptyProject = mkdtempSync(path.join(os.tmpdir(), "defaults-"));
writeFileSync(path.join(emptyProject, "package.json"), JSON.stringify({ name: "my-app", version: "1.0.0" }));

/**
 * The options webpack runs with for a configuration, after normalisation and defaults, in both
 * modes and on both kinds of Node.js the site documents.
 */
function computeDefaults(configuration: Configuration = {}): ComputedDefaults[] {
  const results: ComputedDefaults[] = [];
  for (const mode of ["production", "development"] as const) {
    for (const stripsTypes of [false, true]) {
      const hadStripper = "stripTypeScriptTypes" in moduleWithStripper;
      const ownStripper = moduleWithStripper.stripTypeScriptTypes;
      if (stripsTypes && !hadStripper) moduleWithStripper.stripTypeScriptTypes = (code) => code;
      if (!stripsTypes) delete moduleWithStripper.stripTypeScriptTypes;
      try {
        // A compiler, never run, holds the options after every stage of defaults (the base ones too).
        const compiler = webpack({ context: emptyProject, ...configuration, mode });
        // Stats options get their defaults from the preset plugins when stats are made; a
        // compilation that never builds makes them the same way.
        const compilation = compiler.newCompilation(compiler.newCompilationParams());
        const stats = compilation.createStatsOptions(compiler.options.stats, { forToString: false });
        results.push({ mode, stripsTypes, options: { ...compiler.options, stats } });
      } finally {
        if (hadStripper) moduleWithStripper.stripTypeScriptTypes = ownStripper;
        else delete moduleWithStripper.stripTypeScriptTypes;
      }
    }
  }
  return results;
}

/**
 * Options webpack fills in only once their parent is switched on, with a configuration that
 * switches it on: a default stated for them is the default of that configuration.
 */
const ENABLING_CONFIGURATIONS: [prefix: string, configuration: Configuration][] = [
  ["cache.", { cache: { type: "filesystem" } }],
  ["output.resourceHints.", { output: { resourceHints: {} } }],
  ["experiments.buildHttp.", { experiments: { buildHttp: { allowedUris: [] } } }],
];

const computed = new Map<Configuration, ComputedDefaults[]>();
const memoized = (configuration: Configuration) => {
  if (!computed.has(configuration)) computed.set(configuration, computeDefaults(configuration));
  return computed.get(configuration) as ComputedDefaults[];
};
const plainConfiguration: Configuration = {};

/**
 * The defaults an option path gets: those of a configuration that sets nothing, or, where those
 * leave it out, those of the configuration that switches its parent on.
 */
export function defaultsFor(optionPath: string): { circumstances: ComputedDefaults; value: unknown }[] {
  const segments = optionSegments(optionPath);
  const valuesOf = (configuration: Configuration) =>
    memoized(configuration)
      .map((circumstances) => ({ circumstances, value: valueAt(circumstances.options, segments) }))
      .filter(({ value }) => isReachable(value));
  const plain = valuesOf(plainConfiguration);
  if (plain.some(({ value }) => value !== undefined)) return plain;
  const enabling = ENABLING_CONFIGURATIONS.find(([prefix]) => optionPath.startsWith(prefix))?.[1];
  return enabling ? valuesOf(enabling) : plain;
}

/** `output.filename`, `module.generator["css/module"].esModule` → their segments. */
function optionSegments(optionPath: string): string[] {
  return [...optionPath.matchAll(/([\w$]+)|\["([^"]+)"\]/g)].map(([, name, quoted]) => (name ?? quoted) as string);
}

const NOT_REACHABLE = Symbol("not reachable");

/** The value at an option path, or NOT_REACHABLE when a parent is not an object. */
function valueAt(options: unknown, segments: readonly string[]): unknown {
  let value = options;
  for (const segment of segments) {
    if (typeof value !== "object" || value === null) return NOT_REACHABLE;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

const isReachable = (value: unknown) => value !== NOT_REACHABLE;

/** The names of webpack's top-level options: `output`, `module`, `stats`, … */
export const topLevelOptions = () => new Set(Object.keys(memoized(plainConfiguration)[0]?.options as object));
