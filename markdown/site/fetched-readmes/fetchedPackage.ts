import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** What `npm run fetch` records about a package beside its README. */
export interface FetchedPackage {
  name: string;
  version: string;
  description?: string;
  /** The repository's web address, such as `https://github.com/webpack/css-loader`. */
  repository?: string;
  /** The package's folder inside its repository when that is a monorepo, such as `packages/workbox-webpack-plugin`. */
  directory?: string;
  /** The README's file name in the package, such as `README.md`. */
  readmeFile: string;
  /** The published package archive the README was read from. */
  tarball: string;
  /** ISO time of the fetch. */
  fetched: string;
}

export interface FetchedPackageFiles {
  readme: string;
  metadata: string;
}

/** Where a package's README and its metadata are kept in the fetched folder. */
export function fetchedPackageFiles(fetchedDirectory: string, packageName: string): FetchedPackageFiles {
  // A scoped name (`@scope/name`) stays one file name.
  const base = path.join(fetchedDirectory, "readmes", encodeURIComponent(packageName));
  return { readme: `${base}.md`, metadata: `${base}.json` };
}

function isFetchedPackage(value: unknown): value is FetchedPackage {
  const candidate = value as Partial<FetchedPackage> | null;
  return (
    typeof candidate?.name === "string" &&
    typeof candidate.version === "string" &&
    typeof candidate.readmeFile === "string" &&
    typeof candidate.tarball === "string" &&
    typeof candidate.fetched === "string"
  );
}

/** A fetched README with its metadata, or undefined when the package was never fetched. */
export function readFetchedPackage(
  files: FetchedPackageFiles,
): { metadata: FetchedPackage; readme: string } | undefined {
  if (!existsSync(files.readme) || !existsSync(files.metadata)) return undefined;
  const broken = () =>
    new Error(`${files.metadata} is not what \`npm run fetch\` writes: run it again, or delete the file`);
  let metadata: unknown;
  try {
    metadata = JSON.parse(readFileSync(files.metadata, "utf8"));
  } catch {
    throw broken();
  }
  if (!isFetchedPackage(metadata)) throw broken();
  return { metadata, readme: readFileSync(files.readme, "utf8") };
}
