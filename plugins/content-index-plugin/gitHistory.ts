import { execFile } from "node:child_process";
import { promisify } from "node:util";

export interface FileHistory {
  /** ISO date of the newest commit touching the file. */
  updated: string;
  /** Author e-mail addresses and names, newest first, without repeats. */
  authors: string[];
}

const run = promisify(execFile);
const RECORD = "\u0001";

/**
 * Reads the history of every file under `folder` with a single `git log`, so a site of hundreds of
 * pages costs one process, not one per page. Outside a git checkout it returns an empty map.
 */
export async function readGitHistory(repositoryRoot: string, folder: string): Promise<Map<string, FileHistory>> {
  const history = new Map<string, FileHistory>();
  let output: string;
  try {
    ({ stdout: output } = await run(
      "git",
      ["log", `--format=${RECORD}%aI%x00%ae%x00%an`, "--name-only", "--no-renames", "--", folder],
      { cwd: repositoryRoot, maxBuffer: 64 * 1024 * 1024 },
    ));
  } catch {
    return history;
  }
  for (const record of output.split(RECORD).slice(1)) {
    const [header = "", ...files] = record.split("\n");
    const [date = "", email = "", name = ""] = header.split("\0");
    for (const file of files.filter(Boolean)) {
      const entry = history.get(file) ?? { updated: date, authors: [] };
      for (const author of [email, name]) if (author && !entry.authors.includes(author)) entry.authors.push(author);
      history.set(file, entry);
    }
  }
  return history;
}
