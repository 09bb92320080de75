import { existsSync, readFileSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { rootDirectory } from "../../paths.ts";

/** Which copy of webpack a build gets, as seen from the build's own process. */
export interface WebpackResolution {
  /** `webpack.version` of the copy the configuration files import. */
  version: string;
  /** The real folder of that copy. */
  directory: string;
  /** The real folder of the copy that `require("webpack")` finds, for each package of ours that uses webpack. */
  requiredBy: Record<string, string>;
}

interface PackageManifest {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

function readManifest(file: string): PackageManifest {
  return JSON.parse(readFileSync(file, "utf8")) as PackageManifest;
}

/** The folder of the webpack package a resolved file belongs to. */
function webpackPackageOf(file: string): string {
  for (let directory = path.dirname(file); directory !== path.dirname(directory); directory = path.dirname(directory)) {
    const manifest = path.join(directory, "package.json");
    if (existsSync(manifest) && readManifest(manifest).name === "webpack") return realpathSync(directory);
  }
  throw new Error(`${file} is not inside a webpack package`);
}

/** Direct dependencies sit at the top of the project's node_modules. */
function manifestOf(name: string): string {
  return path.join(rootDirectory, "node_modules", name, "package.json");
}

/** The project's dependencies that depend on webpack or take it as a peer: loaders, plugins, webpack-cli… */
export function packagesUsingWebpack(): string[] {
  const project = readManifest(path.join(rootDirectory, "package.json"));
  const names = Object.keys({ ...project.dependencies, ...project.devDependencies });
  return names.filter((name) => {
    const manifest = readManifest(manifestOf(name));
    return Boolean(manifest.dependencies?.webpack ?? manifest.peerDependencies?.webpack);
  });
}

export async function resolveWebpack(): Promise<WebpackResolution> {
  // This file imports webpack the way the configuration files beside it in the project do.
  const { default: webpack } = await import("webpack");
  const requiredBy = Object.fromEntries(
    packagesUsingWebpack().map((name) => {
      // A package requires from its real folder (node follows the symlinks to it).
      const requireFromPackage = createRequire(realpathSync(manifestOf(name)));
      return [name, webpackPackageOf(requireFromPackage.resolve("webpack"))];
    }),
  );
  return {
    version: webpack.version,
    directory: webpackPackageOf(fileURLToPath(import.meta.resolve("webpack"))),
    requiredBy,
  };
}

/** Every place that does not get the expected copy of webpack, as sentences; none when all do. */
export function misresolved(resolution: WebpackResolution, expectedDirectory: string): string[] {
  const expected = realpathSync(expectedDirectory);
  const importers: [string, string][] = [
    ["the configuration", resolution.directory],
    ...Object.entries(resolution.requiredBy),
  ];
  return importers
    .filter(([, directory]) => directory !== expected)
    .map(([importer, directory]) => `${importer} gets webpack from ${directory}, not ${expected}`);
}
