import { readFileSync } from "node:fs";
import path from "node:path";
import { createWorkspace } from "../bench/workspace.ts";
import { rootDirectory } from "../../paths.ts";
import { buildSite, statsDirectoryOf } from "./buildSite.ts";
import { checkSpec, SpecError, USAGE, type Candidate } from "./candidateSpec.ts";
import { compareBuilds, type EndToEndOutcome } from "./compareBuilds.ts";
import { runEndToEndTests } from "./endToEndTests.ts";
import { formatComparison } from "./formatComparison.ts";
import { installCandidate } from "./installCandidate.ts";
import { resolveWithNpm } from "./npm.ts";
import { keepFolders, prepareResultsFolder, writeResult } from "./resultsFolder.ts";

/**
 * `npm run canary -- <spec>`: builds the site with the pinned webpack and with the candidate, each
 * cold then warm in a private workspace under .cache/, runs the end-to-end suite against the
 * candidate's build, prints one table comparing the two and keeps everything in
 * .cache/canary/<spec>/. Exit code 0 when the candidate passes; 1 when it fails to build, fails a
 * test or emits a new error; 2 when there is nothing to compare (a bad spec, a failed install, a
 * pinned build that fails).
 */

const CANNOT_COMPARE = 2;
const CANDIDATE_FAILS = 1;

const log = (message: string) => console.error(`canary: ${message}`);
const relative = (folder: string) => path.relative(rootDirectory, folder);
const lastLines = (text: string, count: number) => text.trimEnd().split("\n").slice(-count).join("\n");

const pinnedDirectory = path.join(rootDirectory, "node_modules", "webpack");
const pinnedVersion = (
  JSON.parse(readFileSync(path.join(pinnedDirectory, "package.json"), "utf8")) as { version: string }
).version;

async function checkArguments(): Promise<Candidate | undefined> {
  const [spec, ...extra] = process.argv.slice(2);
  try {
    if (extra.length > 0) throw new SpecError(USAGE);
    return await checkSpec(spec, { pinnedVersion, resolveWithNpm });
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    console.error(error.message);
    return undefined;
  }
}

async function compare(candidate: Candidate): Promise<number> {
  const results = prepareResultsFolder(candidate.spec);
  const pinnedWorkspace = createWorkspace("canary-pinned-");
  const candidateWorkspace = createWorkspace("canary-candidate-");
  try {
    const named = candidate.spec === candidate.version ? "" : ` (${candidate.spec})`;
    log(`installing webpack ${candidate.version}${named} into ${relative(candidateWorkspace.root)}…`);
    let candidateDirectory: string;
    try {
      candidateDirectory = await installCandidate(candidate, candidateWorkspace.root);
    } catch (error) {
      console.error(`Could not install ${candidate.spec}: ${error instanceof Error ? error.message : String(error)}`);
      return CANNOT_COMPARE;
    }

    log(`building the site with the pinned webpack ${pinnedVersion}, cold then warm…`);
    const pinned = await buildSite(pinnedWorkspace, { directory: pinnedDirectory, version: pinnedVersion }, false);
    if (pinned.failure) {
      writeResult(results, "pinned-build.log", pinned.failure);
      console.error(
        `The site does not build with the pinned webpack, so there is nothing to compare with:\n${lastLines(pinned.failure, 20)}`,
      );
      return CANNOT_COMPARE;
    }

    log(`building the site with the candidate webpack ${candidate.version}, cold then warm…`);
    const candidateBuild = await buildSite(
      candidateWorkspace,
      { directory: candidateDirectory, version: candidate.version },
      true,
    );
    if (candidateBuild.failure) writeResult(results, "candidate-build.log", candidateBuild.failure);

    let endToEnd: EndToEndOutcome | undefined;
    if (!candidateBuild.failure) {
      log("end-to-end tests against the candidate's build…");
      endToEnd = await runEndToEndTests(candidateWorkspace.distDirectory, path.join(results, "e2e.log"));
    }

    const comparison = compareBuilds(pinned, candidateBuild, endToEnd);
    const report = formatComparison(comparison);
    console.log(report);
    if (candidateBuild.failure) {
      console.log(`\nThe candidate's build failed; its output ends with:\n${lastLines(candidateBuild.failure, 20)}`);
    }
    writeResult(results, "report.txt", report);
    writeResult(results, "comparison.json", JSON.stringify({ candidate, pinned, candidateBuild, comparison }, null, 2));
    keepFolders(results, "pinned", { stats: statsDirectoryOf(pinnedWorkspace), dist: pinnedWorkspace.distDirectory });
    keepFolders(results, "candidate", {
      stats: statsDirectoryOf(candidateWorkspace),
      dist: candidateWorkspace.distDirectory,
    });
    console.log(`\nThe report, the figures and both builds' stats JSON and output are in ${relative(results)}/.`);
    return comparison.verdict.pass ? 0 : CANDIDATE_FAILS;
  } finally {
    pinnedWorkspace.remove();
    candidateWorkspace.remove();
  }
}

const candidate = await checkArguments();
process.exitCode = candidate ? await compare(candidate) : CANNOT_COMPARE;
