import { readFileSync } from "node:fs";
import path from "node:path";
import { GuideProject, INSTALLED_ENTRIES } from "./guideProject.ts";
import { DEFAULT_BUILD_COMMAND, guideSteps, projectName } from "./guideSteps.ts";
import { HashCorrespondence } from "./hashCorrespondence.ts";
import type { ContentPage } from "./readContent.ts";

export interface GuideCheck {
  /** `content/guides/x.md:LINE: what is wrong`, one entry per false claim. */
  failures: string[];
  project: GuideProject;
  hashes: HashCorrespondence;
}

/** Build times vary from run to run; everything else in a log is the same for the same files. */
function normalizeLog(log: string): string[] {
  return log
    .replace(/^(webpack \S+ compiled .*) in \d+ ms$/m, "$1 in … ms")
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .trim()
    .split("\n");
}

function compareLogs(guide: string, actual: string, hashes: HashCorrespondence): string | undefined {
  const guideLines = normalizeLog(guide);
  const actualLines = normalizeLog(actual);
  for (let index = 0; index < Math.max(guideLines.length, actualLines.length); index += 1) {
    const problem = hashes.compare(guideLines[index] ?? "(no line)", actualLines[index] ?? "(no line)");
    if (problem) return `build log line ${index + 1}: ${problem}\nwebpack printed:\n${actualLines.join("\n")}`;
  }
  return undefined;
}

/** Compares the files a tree shows with the project's, pairing hashed names the guide has not printed yet. */
function compareTree(shown: string[], actual: string[], hashes: HashCorrespondence): string[] {
  const unmatched = new Set(actual);
  const missing: string[] = [];
  for (const file of shown.filter((entry) => !INSTALLED_ENTRIES.has(entry))) {
    const match = unmatched.has(hashes.toActual(file))
      ? hashes.toActual(file)
      : [...unmatched].find((candidate) => hashes.compare(file, candidate) === undefined);
    if (match === undefined) missing.push(file);
    else unmatched.delete(match);
  }
  return [
    ...missing.map((file) => `the tree shows ${file}, which the project does not have`),
    ...[...unmatched].map((file) => `the project has ${file}, which the tree leaves out`),
  ];
}

function isInside(file: string, folder: string): boolean {
  return file.startsWith(`${folder}/`);
}

/**
 * Follows a guide step by step in a fresh project inside `parentDirectory`, named as the guide names
 * it: writes each file it shows, runs each build it prints a log for and compares the log, and
 * compares every project tree with the files. A block titled with a file in the output folder
 * shows what the build makes of the project at that point, and is compared with it, unless the
 * build does not emit that file: then the reader writes it by hand (a first `dist/index.html`).
 */
export async function checkGuide(page: ContentPage, parentDirectory: string): Promise<GuideCheck> {
  const name = projectName(page) ?? path.basename(page.file, path.extname(page.file));
  const project = new GuideProject(path.join(parentDirectory, name));
  const hashes = new HashCorrespondence();
  const failures: string[] = [];
  const fail = (line: number, message: string) => failures.push(`content/${page.file}:${line}: ${message}`);
  /** What a build of the project as it stands emits; undefined once a source has changed. */
  let built: Map<string, string> | undefined;
  for (const step of guideSteps(page)) {
    if (step.kind === "file") {
      // A configuration that does not load yet writes to the default folder; the next build reports it.
      const outputFolder = await project.outputFolder(DEFAULT_BUILD_COMMAND).catch(() => "dist");
      if (!isInside(step.path, outputFolder)) {
        project.write(step.path, step.content);
        built = undefined;
        continue;
      }
      try {
        built ??= (await project.build(DEFAULT_BUILD_COMMAND, { preview: true })).emitted;
      } catch (error) {
        fail(step.line, `cannot tell whether the build emits ${step.path}: ${(error as Error).message}`);
        continue;
      }
      const file = [...built.keys()].find((candidate) => hashes.compare(step.path, candidate) === undefined);
      if (file === undefined) {
        project.write(step.path, step.content);
        continue;
      }
      // A guide may break a long minified line for reading; line breaks alone are no difference.
      const unwrap = (text: string) => text.replace(/\n/g, "").trimEnd();
      const problem = hashes.compare(unwrap(step.content), unwrap(readFileSync(built.get(file) ?? "", "utf8")));
      if (problem) fail(step.line, `${step.path} as built: ${problem}`);
    } else if (step.kind === "build") {
      try {
        const result = await project.build(step.command);
        built = result.emitted;
        const problem = compareLogs(step.log, result.log, hashes);
        if (problem) fail(step.line, `${step.command}: ${problem}`);
      } catch (error) {
        built = undefined;
        fail(step.line, `${step.command} failed: ${(error as Error).message}`);
      }
    } else {
      for (const problem of compareTree(step.files, project.files(), hashes)) fail(step.line, problem);
    }
  }
  return { failures, project, hashes };
}
