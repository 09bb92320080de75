import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { rootDirectory } from "../paths.ts";
import { type ReleaseTable, releaseTableFile, STABLE_WEBPACK_5 } from "../test/content/releases.ts";
import { buildReleaseTable } from "./releaseTable.ts";

/**
 * `npm run refresh:releases [-- --git <webpack clone>]`: writes the table of webpack 5 releases the
 * content tests check version claims against. Publication times come from the registry
 * (`npm view webpack time`). The registry republished many old versions in 2024, so its times for
 * them are later than the releases; given a clone of webpack's repository, the tag dates are
 * recorded too, and a release counts from the earlier of the two. Without a clone, the tag dates
 * already in the table are kept.
 */

function registryTimes(): Record<string, string> {
  const output = execFileSync("npm", ["view", "webpack", "time", "--json"], { encoding: "utf8" });
  return JSON.parse(output) as Record<string, string>;
}

function tagTimes(gitDirectory: string): Record<string, string> {
  const output = execFileSync(
    "git",
    ["--git-dir", gitDirectory, "for-each-ref", "refs/tags", "--format=%(refname:short) %(creatordate:iso-strict)"],
    { encoding: "utf8" },
  );
  const times: Record<string, string> = {};
  for (const line of output.split("\n")) {
    const [tag, time] = line.split(" ");
    const version = tag?.replace(/^v/, "");
    if (version && time && STABLE_WEBPACK_5.test(version)) times[version] = new Date(time).toISOString();
  }
  return times;
}

function gitDirectoryArgument(): string | undefined {
  const index = process.argv.indexOf("--git");
  if (index === -1) return undefined;
  const folder = process.argv[index + 1];
  if (!folder) throw new Error("--git needs the path of a clone of webpack's repository");
  const dotGit = path.join(folder, ".git");
  return existsSync(dotGit) ? dotGit : folder;
}

const file = path.join(rootDirectory, releaseTableFile);
const previous: ReleaseTable = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ReleaseTable) : {};
const gitDirectory = gitDirectoryArgument();
const tagged = gitDirectory ? tagTimes(gitDirectory) : {};
const published = registryTimes();

const table = buildReleaseTable(published, tagged, previous);
writeFileSync(file, `${JSON.stringify(table, null, 2)}\n`);
console.log(`${releaseTableFile}: ${Object.keys(table).length} releases, ${Object.keys(tagged).length} tag dates read`);
