import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pLimit from "p-limit";
import { splitFrontMatter } from "../../markdown/site/content-page/index.ts";
import { fetchedPackageFiles, type FetchedPackage } from "../../markdown/site/fetched-readmes/fetchedPackage.ts";
import { fetchBytes, fetchJson } from "./http.ts";
import { repositoryOf } from "./repository.ts";
import { readmeFromTarball } from "./tarball.ts";
import { writeWhole } from "./writeWhole.ts";

/** Requests to the registry at a time: quick, and polite to a shared service. */
const PARALLEL_REQUESTS = 4;

/** A content page that documents an npm package (front matter `package`). */
export interface PackagePage {
  packageName: string;
  /** The page's path from the content folder. */
  page: string;
}

export interface FetchedReadme {
  packageName: string;
  version: string;
  /** Size of the README in bytes. */
  bytes: number;
}

/** Every page of the content folder that names a package in its front matter, by package name. */
export async function packagePages(contentDirectory: string): Promise<PackagePage[]> {
  const files = (await readdir(contentDirectory, { recursive: true, encoding: "utf8" }))
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
  const pages: PackagePage[] = [];
  for (const file of files) {
    const { frontMatter } = splitFrontMatter(await readFile(path.join(contentDirectory, file), "utf8"));
    if (frontMatter.package) pages.push({ packageName: frontMatter.package, page: file.split(path.sep).join("/") });
  }
  return pages;
}

/** The registry's address for a package's metadata: a scoped name keeps its `@`, its slash is encoded. */
function packageUrl(registry: string, packageName: string, tag: string): string {
  return new URL(`${encodeURIComponent(packageName).replace(/^%40/, "@")}/${tag}`, registry).href;
}

interface LatestVersion {
  version: string;
  description?: string;
  repository?: unknown;
  dist: { tarball: string };
}

function isLatestVersion(value: unknown): value is LatestVersion {
  const candidate = value as Partial<LatestVersion> | null;
  return typeof candidate?.version === "string" && typeof candidate.dist?.tarball === "string";
}

/**
 * Fetches the README of the latest version of a package from the npm registry and keeps it, with
 * its metadata, in the fetched folder. The README comes from the published archive: the registry's
 * version metadata does not carry it, and the archive's copy belongs to exactly that version.
 */
async function fetchPackageReadme(
  packageName: string,
  options: { registry: string; fetchedDirectory: string; now: Date },
): Promise<FetchedReadme> {
  const latest = await fetchJson(packageUrl(options.registry, packageName, "latest"));
  if (!isLatestVersion(latest)) throw new Error(`the registry's answer for ${packageName} has no version or archive`);
  const readme = await readmeFromTarball(await fetchBytes(latest.dist.tarball));
  if (!readme) throw new Error(`${packageName}@${latest.version} has no README in its archive`);
  const repository = repositoryOf(latest.repository);
  const metadata: FetchedPackage = {
    name: packageName,
    version: latest.version,
    ...(latest.description && { description: latest.description }),
    ...(repository && { repository: repository.url }),
    ...(repository?.directory && { directory: repository.directory }),
    readmeFile: readme.path,
    tarball: latest.dist.tarball,
    fetched: options.now.toISOString(),
  };
  const files = fetchedPackageFiles(options.fetchedDirectory, packageName);
  await writeWhole(files.readme, readme.text);
  await writeWhole(files.metadata, `${JSON.stringify(metadata, null, 2)}\n`);
  return { packageName, version: latest.version, bytes: Buffer.byteLength(readme.text) };
}

export type ReadmeOutcome = { packageName: string } & (
  { status: "fetched"; readme: FetchedReadme } | { status: "failed"; error: unknown }
);

/** Fetches every package's README, a few at a time; one failure does not stop the others. */
export function fetchPackageReadmes(
  packageNames: readonly string[],
  options: { registry: string; fetchedDirectory: string; now: Date },
): Promise<ReadmeOutcome[]> {
  const limit = pLimit(PARALLEL_REQUESTS);
  return Promise.all(
    packageNames.map((packageName) =>
      limit(async (): Promise<ReadmeOutcome> => {
        try {
          return { packageName, status: "fetched", readme: await fetchPackageReadme(packageName, options) };
        } catch (error) {
          return { packageName, status: "failed", error };
        }
      }),
    ),
  );
}
