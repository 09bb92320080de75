import { parse, type Node, type ObjectExpression } from "acorn";
import { simple } from "acorn-walk";

/** Where a module of the browser's JavaScript comes from, as the bench reports it. */
export type CodeOrigin = "react" | "reactRouter" | "ours" | "otherPackages";

export const CODE_ORIGINS: readonly CodeOrigin[] = ["react", "reactRouter", "ours", "otherPackages"];

const PACKAGE_ORIGINS: Record<string, CodeOrigin> = {
  react: "react",
  "react-dom": "react",
  scheduler: "react",
  "react-router": "reactRouter",
  "react-router-dom": "reactRouter",
};

/** The package a module path lies in: the last `node_modules/<name>` or `node_modules/@scope/name`. */
function packageOf(modulePath: string): string | undefined {
  const packages = [...modulePath.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  return packages.at(-1)?.[1];
}

/** A module's origin from its name in webpack's stats (`./node_modules/react-dom/…`, `./src/App.tsx`). */
export function originOfModule(name: string): CodeOrigin {
  const packageName = packageOf(name);
  if (packageName === undefined) return "ours";
  return PACKAGE_ORIGINS[packageName] ?? "otherPackages";
}

/** What the attribution needs of a module in webpack's stats JSON (`modules: true, nestedModules: true, ids: true`). */
export interface StatsModuleInfo {
  id?: string | number | null;
  name?: string;
  size?: number;
  /** A concatenated module's parts. */
  modules?: StatsModuleInfo[];
}

/** A module's parts with their sizes before minification: itself, or a concatenated module's parts. */
const partsOf = (module: StatsModuleInfo): StatsModuleInfo[] =>
  module.modules && module.modules.length > 0 ? module.modules : [module];

export type BytesByOrigin = Record<CodeOrigin, number>;

export const noBytes = (): BytesByOrigin => ({ react: 0, reactRouter: 0, ours: 0, otherPackages: 0 });

/**
 * Splits `bytes` of minified code among the origins of the modules it holds. Scope hoisting merges
 * modules (ES modules, and CommonJS ones since webpack 5.10x) into one function with no boundaries
 * left in the minified text: their bytes are shared in proportion to the parts' sizes before
 * minification.
 */
function addBytes(totals: BytesByOrigin, modules: readonly StatsModuleInfo[], bytes: number): void {
  const parts = modules.flatMap(partsOf);
  const partsSize = parts.reduce((sum, part) => sum + (part.size ?? 0), 0);
  if (partsSize === 0) {
    totals.ours += bytes;
    return;
  }
  for (const part of parts) totals[originOfModule(part.name ?? "")] += (bytes * (part.size ?? 0)) / partsSize;
}

/** webpack's minified module table: an object literal whose keys are module ids and whose values are functions. */
function isModuleTable(node: ObjectExpression): boolean {
  return (
    node.properties.length > 0 &&
    node.properties.every(
      (property) =>
        property.type === "Property" &&
        property.key.type === "Literal" &&
        typeof property.key.value === "number" &&
        (property.value.type === "FunctionExpression" || property.value.type === "ArrowFunctionExpression"),
    )
  );
}

/**
 * How many bytes of an emitted, minified JavaScript file each origin accounts for, given the
 * modules webpack's stats place in the file's chunk. Each entry of webpack's module tables counts
 * for the module of that id; what lies outside them is the chunk's other modules (the entry
 * module, inlined beside webpack's runtime, whose own modules count as ours).
 */
export function bytesByOrigin(source: string, modules: readonly StatsModuleInfo[]): BytesByOrigin {
  const byId = new Map(modules.map((module) => [String(module.id), module]));
  const tables: ObjectExpression[] = [];
  simple(parse(source, { ecmaVersion: "latest", sourceType: "script" }) as Node, {
    ObjectExpression(node) {
      if (isModuleTable(node)) tables.push(node);
    },
  });
  // A module's own code may hold an object that looks like a table: it is part of that module.
  const outermost = tables.filter(
    (table) => !tables.some((other) => other !== table && other.start <= table.start && table.end <= other.end),
  );
  const totals = noBytes();
  const inTables = new Set<StatsModuleInfo>();
  let inModules = 0;
  for (const property of outermost.flatMap((table) => table.properties)) {
    if (property.type !== "Property" || property.key.type !== "Literal") continue;
    const module = byId.get(String(property.key.value));
    if (!module) throw new Error(`Module ${String(property.key.value)} is not in the stats`);
    const bytes = Buffer.byteLength(source.slice(property.start, property.end));
    addBytes(totals, [module], bytes);
    inTables.add(module);
    inModules += bytes;
  }
  const inlined = modules.filter((module) => !inTables.has(module));
  addBytes(totals, inlined, Buffer.byteLength(source) - inModules);
  return totals;
}

/**
 * Shares a file's compressed size among origins in proportion to their minified bytes: gzip
 * compresses the whole file at once, so no part has a compressed size of its own.
 */
export function shareOfCompressed(minified: BytesByOrigin, compressedBytes: number): BytesByOrigin {
  const total = CODE_ORIGINS.reduce((sum, origin) => sum + minified[origin], 0);
  const shares = noBytes();
  if (total === 0) return shares;
  for (const origin of CODE_ORIGINS) shares[origin] = (compressedBytes * minified[origin]) / total;
  return shares;
}
