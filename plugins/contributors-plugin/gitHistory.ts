import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

/** One commit's author, as `.mailmap` maps them. */
export interface CommitAuthor {
  name: string;
  email: string;
  /** ISO date the commit was authored. */
  date: string;
}

export interface FileHistory {
  /** ISO date of the newest commit touching the file. */
  updated: string;
  /** The author of every commit that touched the file under this or an earlier name, newest first. */
  commits: CommitAuthor[];
}

const run = promisify(execFile);
const RECORD = "\u0001";

async function git(directory: string, args: string[]): Promise<string> {
  const { stdout } = await run("git", args, { cwd: directory, maxBuffer: 256 * 1024 * 1024 });
  return stdout;
}

/**
 * Where `directory` is in its repository (`content/`, or `""` at the top), the start of the paths
 * git prints; undefined outside a repository or when its history is cut short (a shallow clone).
 */
async function prefixInCompleteRepository(directory: string): Promise<string | undefined> {
  try {
    const [shallow, prefix] = (await git(directory, ["rev-parse", "--is-shallow-repository", "--show-prefix"])).split(
      "\n",
    );
    return shallow === "false" ? (prefix ?? "") : undefined;
  } catch {
    return undefined;
  }
}

interface FileChange {
  status: string;
  /** The file's name before the commit, for a rename. */
  renamedFrom?: string;
  path: string;
}

/**
 * `git log -z --name-status` output after the format's fields: `M\0path\0R085\0old\0new\0…`.
 * A copy (`C…`, when the user's git configuration finds copies) also names two files.
 */
function fileChanges(fields: string[]): FileChange[] {
  const changes: FileChange[] = [];
  for (let index = 0; index < fields.length;) {
    const status = (fields[index] ?? "").trim();
    if (!status) break;
    if (/^[RC]/.test(status)) {
      const source = fields[index + 1] ?? "";
      changes.push({ status, path: fields[index + 2] ?? "", ...(status.startsWith("R") && { renamedFrom: source }) });
      index += 3;
    } else {
      changes.push({ status, path: fields[index + 1] ?? "" });
      index += 2;
    }
  }
  return changes;
}

/**
 * Reads the history of every file under `directory` with a single `git log`, following renames as
 * `git log --follow` does for one file, so a site of hundreds of pages costs one process, not one
 * per page. Keys are absolute paths. Outside a git checkout, or in a shallow clone (whose oldest
 * commit seems to add every file), it returns an empty map: no history rather than a wrong one.
 */
export async function readGitHistory(directory: string): Promise<Map<string, FileHistory>> {
  const history = new Map<string, FileHistory>();
  const prefix = await prefixInCompleteRepository(directory);
  if (prefix === undefined) return history;
  let output: string;
  try {
    output = await git(directory, [
      "-c",
      "log.showSignature=false",
      "log",
      "-z",
      // Whatever the user's configuration says: plain output, paths from the repository's top.
      "--no-color",
      "--no-relative",
      "--no-merges",
      "--find-renames",
      "--name-status",
      `--format=${RECORD}%aI%x00%aN%x00%aE`,
      "--",
      ".",
    ]);
  } catch {
    return history;
  }
  // Walking from the newest commit back, the name each file had at that point leads to the file
  // it is now; `null` marks a name whose older commits belong to another file (git log --follow
  // stops there too).
  const currentName = new Map<string, string | null>();
  const resolve = (name: string) => (currentName.has(name) ? currentName.get(name) : name);
  for (const record of output.split(RECORD).slice(1)) {
    const [date = "", name = "", email = "", ...fields] = record.split("\0");
    for (const change of fileChanges(fields)) {
      const file = resolve(change.path);
      if (change.renamedFrom !== undefined) {
        currentName.set(change.renamedFrom, file ?? null);
        if (change.renamedFrom !== change.path) currentName.set(change.path, null);
      }
      if (!file?.startsWith(prefix) || change.status === "D") continue;
      const absolutePath = path.join(directory, file.slice(prefix.length));
      const entry = history.get(absolutePath) ?? { updated: date, commits: [] };
      entry.commits.push({ name, email, date });
      history.set(absolutePath, entry);
    }
  }
  return history;
}
