import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface Author {
  name: string;
  email: string;
}

/** The environment of a git command in a fixture: none of the caller's GIT_* settings (a hook's GIT_DIR, say). */
function cleanEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const environment = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("GIT_")));
  return { ...environment, ...extra };
}

/** Runs git in `directory` without signing, hooks or the machine's identity getting in the way. */
export function git(directory: string, args: string[], extraEnvironment: Record<string, string> = {}): string {
  return execFileSync(
    "git",
    ["-c", "commit.gpgSign=false", "-c", "core.hooksPath=/dev/null", "-c", "init.defaultBranch=main", ...args],
    { cwd: directory, env: cleanEnvironment(extraEnvironment), encoding: "utf8" },
  );
}

/**
 * A git repository for a test, in `directory`, whose commits have the authors and dates the test
 * gives (GIT_AUTHOR_DATE / GIT_COMMITTER_DATE), so the history is the same on every run.
 */
export class FixtureRepository {
  constructor(readonly directory: string) {
    mkdirSync(directory, { recursive: true });
    git(directory, ["init", "--quiet"]);
  }

  write(file: string, text: string): void {
    mkdirSync(path.dirname(path.join(this.directory, file)), { recursive: true });
    writeFileSync(path.join(this.directory, file), text);
  }

  /** Commits everything in the working tree as `author` on `date` (ISO 8601). */
  commit(author: Author, date: string, message: string): void {
    git(this.directory, ["add", "--all"]);
    git(this.directory, ["commit", "--quiet", "--allow-empty", "--message", message], {
      GIT_AUTHOR_NAME: author.name,
      GIT_AUTHOR_EMAIL: author.email,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_NAME: author.name,
      GIT_COMMITTER_EMAIL: author.email,
      GIT_COMMITTER_DATE: date,
    });
  }

  /** `git mv`, committed by the next `commit`. */
  move(from: string, to: string): void {
    mkdirSync(path.dirname(path.join(this.directory, to)), { recursive: true });
    git(this.directory, ["mv", from, to]);
  }
}
