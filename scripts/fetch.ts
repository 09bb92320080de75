import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fetchedPackageFiles } from "../markdown/site/fetched-readmes/fetchedPackage.ts";
import { contentDirectory, fetchedDirectory, fetchedSupportersFile, rootDirectory } from "../paths.ts";
import { UnreachableError } from "./fetch/http.ts";
import { fetchPackageReadmes, packagePages, type PackagePage, type ReadmeOutcome } from "./fetch/packageReadmes.ts";
import { fetchSupporters } from "./fetch/supporters.ts";

/**
 * `npm run fetch`: the READMEs of the packages the content documents (front matter `package`), from
 * the npm registry, and the sponsors from Open Collective, into the fetched folder (`.cache/fetched/`
 * unless FETCHED_DIRECTORY says otherwise). The build uses them when they are there and its own
 * pages and an empty sponsor list when not. An unreachable service is reported and leaves the
 * files fetched before untouched; any other failure makes the script exit with 1.
 */

// npm passes its configured registry to scripts; the public registry otherwise.
const registry = (process.env.npm_config_registry ?? "https://registry.npmjs.org/").replace(/\/?$/, "/");
const now = new Date();
let failed = false;

const relative = (file: string) => path.relative(rootDirectory, file) || ".";
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function keptFile(file: string, whatIsMissing: string): string {
  return existsSync(file)
    ? `kept ${relative(file)} from ${statSync(file).mtime.toISOString().slice(0, 10)}`
    : `nothing fetched before, so ${whatIsMissing}`;
}

function reportReadmes(outcomes: readonly ReadmeOutcome[], pages: readonly PackagePage[]): void {
  let bytes = 0;
  for (const outcome of outcomes) {
    if (outcome.status === "fetched") {
      bytes += outcome.readme.bytes;
      console.log(`  ${outcome.packageName} ${outcome.readme.version}: ${kilobytes(outcome.readme.bytes)}`);
    } else if (outcome.error instanceof UnreachableError) {
      const { readme } = fetchedPackageFiles(fetchedDirectory, outcome.packageName);
      console.log(
        `  ${outcome.packageName}: ${outcome.error.message}; ${keptFile(readme, "its page shows our own text")}`,
      );
    } else {
      failed = true;
      const namedBy = pages.filter((page) => page.packageName === outcome.packageName).map((page) => page.page);
      console.error(`  ${outcome.packageName} (named by ${namedBy.join(", ")}): FAILED: ${String(outcome.error)}`);
    }
  }
  const fetched = outcomes.filter((outcome) => outcome.status === "fetched").length;
  console.log(`  ${fetched} of ${outcomes.length} READMEs fetched, ${kilobytes(bytes)} in all`);
}

const pages = await packagePages(contentDirectory);
const packageNames = [...new Set(pages.map((page) => page.packageName))];
console.log(`Package READMEs from ${registry} into ${relative(path.join(fetchedDirectory, "readmes"))}:`);
reportReadmes(await fetchPackageReadmes(packageNames, { registry, fetchedDirectory, now }), pages);

console.log(`Supporters from Open Collective into ${relative(fetchedSupportersFile)}:`);
try {
  const count = await fetchSupporters({ file: fetchedSupportersFile, now });
  console.log(`  ${count} supporters`);
} catch (error) {
  if (!(error instanceof UnreachableError)) throw error;
  console.log(`  ${error.message}; ${keptFile(fetchedSupportersFile, "the site shows no sponsors")}`);
}

process.exitCode = failed ? 1 : 0;
