import type { Code } from "mdast";
import { parseCodeMeta } from "../../markdown/plugins/rehype-code-blocks/meta.ts";
import { codeBlocks, type ContentPage } from "./readContent.ts";

/** A block titled with a project path: the reader writes the file, or reads it after a build. */
export interface FileStep {
  kind: "file";
  line: number;
  path: string;
  content: string;
}

/** A terminal log of a build, with the command the reader typed just before it. */
export interface BuildStep {
  kind: "build";
  line: number;
  command: string;
  log: string;
}

/** A drawing of the whole project folder: the path of every file (leaf entry) it shows. */
export interface TreeStep {
  kind: "tree";
  line: number;
  files: string[];
}

export type GuideStep = FileStep | BuildStep | TreeStep;

/** The command a build log is attributed to when no command comes right before it. */
export const DEFAULT_BUILD_COMMAND = "npx webpack";

const BUILD_COMMAND = /^(npx webpack\b.*|npm run \S+.*)$/;
/** The last line webpack prints for a build. */
export const BUILD_SUMMARY = /^webpack \d+\.\d+\.\d+ compiled\b/m;
const TREE_BRANCH = /^((?:│ {3}| {4})*)[├└]── (.+)$/;

function isProjectFile(title: string | undefined): title is string {
  return title !== undefined && !title.startsWith("/") && !title.split("/").includes("..");
}

/** The last build command of a shell block, if it runs one. */
function buildCommandOf(block: Code): string | undefined {
  return block.value
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => BUILD_COMMAND.test(line))
    .at(-1);
}

/**
 * Reads a file tree drawn with box characters and returns the paths of its leaves. Returns
 * undefined unless it draws a whole project, which a `package.json` at its top level tells apart
 * from a tree that only illustrates a layout.
 */
export function parseProjectTree(text: string): string[] | undefined {
  const [, ...lines] = text.split("\n");
  const rows: { depth: number; name: string }[] = [];
  for (const line of lines) {
    const match = TREE_BRANCH.exec(line);
    if (!match) return undefined;
    rows.push({ depth: (match[1] ?? "").length / 4, name: (match[2] ?? "").trim() });
  }
  const parents: string[] = [];
  const files: string[] = [];
  rows.forEach(({ depth, name }, index) => {
    parents.length = depth;
    parents.push(name);
    // A row is a folder when the row after it is drawn one level deeper.
    if ((rows[index + 1]?.depth ?? 0) <= depth) files.push(parents.join("/"));
  });
  return files.includes("package.json") ? files : undefined;
}

/**
 * The folder name of the guide's project, which `npm init -y` makes the package name (and webpack
 * then part of its output): what the guide's `mkdir` creates, else the top of its project tree.
 */
export function projectName(page: ContentPage): string | undefined {
  for (const block of codeBlocks(page)) {
    const created = block.lang === "bash" ? /^mkdir (?:-p )?([\w.-]+)/m.exec(block.value)?.[1] : undefined;
    if (created) return created;
    if (block.lang === "text" && parseProjectTree(block.value)) return block.value.split("\n")[0]?.trim();
  }
  return undefined;
}

/**
 * The steps a guide walks the reader through, in page order: files written (the latest version of
 * a path replaces the earlier one), builds run with the log they print, and project trees.
 * `diff` blocks and blocks marked `fragment` show only part of a file and are not steps.
 */
export function guideSteps(page: ContentPage): GuideStep[] {
  const steps: GuideStep[] = [];
  let previous: Code | undefined;
  for (const block of codeBlocks(page)) {
    const line = block.position?.start.line ?? 0;
    const meta = parseCodeMeta(block.meta);
    if (block.lang === "text" && !meta.title && BUILD_SUMMARY.test(block.value)) {
      const command = previous?.lang === "bash" ? buildCommandOf(previous) : undefined;
      steps.push({ kind: "build", line, command: command ?? DEFAULT_BUILD_COMMAND, log: block.value });
    } else if (block.lang === "text" && !meta.title) {
      const files = parseProjectTree(block.value);
      if (files) steps.push({ kind: "tree", line, files });
    } else if (block.lang !== "diff" && meta.fragment === undefined && isProjectFile(meta.title)) {
      steps.push({ kind: "file", line, path: meta.title, content: `${block.value}\n` });
    }
    previous = block;
  }
  return steps;
}
