import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import webpack from "webpack";

const require = createRequire(import.meta.url);
// Inside the repository, so that samples resolve the packages it installs.
const cacheDirectory = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../.cache");
mkdirSync(cacheDirectory, { recursive: true });
const sampleDirectory = mkdtempSync(path.join(cacheDirectory, "config-samples-"));
// Samples are loaded with require(), so their files must stay until the process ends.
process.on("exit", () => rmSync(sampleDirectory, { recursive: true, force: true }));
const stubFile = path.join(sampleDirectory, "stub.cjs");
// A package the sample names but this repository does not install. Constructed, it is a plugin;
// called with objects (as webpack-merge is), it merges them; any property is the stub again.
writeFileSync(
  stubFile,
  `const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
  const stub = new Proxy(function Stub() {}, {
    get: (target, key) => (key === "__esModule" ? false : key === Symbol.toPrimitive ? () => "stub" : stub),
    apply: (target, self, args) =>
      args.length > 0 && args.every(isObject) ? Object.assign({}, ...args) : { apply() {} },
    construct: () => ({ apply() {} }),
  });
  module.exports = stub;`,
);

type ResolveFilename = (request: string, parent: unknown, ...rest: unknown[]) => string;
const moduleWithResolver = Module as unknown as { _resolveFilename: ResolveFilename };
const resolveFilename = moduleWithResolver._resolveFilename;

function isBareSpecifier(request: string): boolean {
  return !request.startsWith(".") && !request.startsWith("/") && !request.startsWith("node:");
}

/** Loads a CommonJS sample; packages that are not installed resolve to a stub plugin. */
function requireWithStubs(file: string): unknown {
  moduleWithResolver._resolveFilename = function resolve(request, parent, ...rest) {
    try {
      return resolveFilename.call(this, request, parent, ...rest);
    } catch (error) {
      if (isBareSpecifier(request)) return stubFile;
      throw error;
    }
  };
  try {
    return require(file);
  } finally {
    moduleWithResolver._resolveFilename = resolveFilename;
  }
}

let counter = 0;

/**
 * Runs a configuration sample the way webpack-cli would load it (module, then a function with
 * env and argv, then a promise) and validates every configuration with the installed webpack.
 * `siblings` are files the sample requires (`./webpack.common.js`), by path, written beside it.
 */
export async function runSample(
  code: string,
  extension: ".js" | ".mjs" | ".cjs" | ".ts",
  siblings: ReadonlyMap<string, string> = new Map(),
): Promise<void> {
  counter += 1;
  const folder = path.join(sampleDirectory, String(counter));
  mkdirSync(path.join(folder, "src"), { recursive: true });
  writeFileSync(path.join(folder, "package.json"), JSON.stringify({ name: "sample", version: "1.0.0" }));
  for (const [name, content] of siblings) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), content);
  }
  const file = path.join(folder, `webpack.config${extension === ".js" ? ".cjs" : extension}`);
  writeFileSync(file, code);
  const loaded =
    extension === ".js" || extension === ".cjs"
      ? requireWithStubs(file)
      : ((await import(pathToFileURL(file).href)) as { default: unknown }).default;
  const exported = (loaded as { default?: unknown })?.default ?? loaded;
  const configurations = await (typeof exported === "function"
    ? exported({}, { mode: "production", env: {} })
    : exported);
  for (const configuration of [configurations].flat()) {
    const resolved =
      typeof configuration === "function" ? await configuration({}, { mode: "production" }) : configuration;
    webpack.validate(resolved);
  }
}
