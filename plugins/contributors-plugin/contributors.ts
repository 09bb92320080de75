import type { Contributor } from "../../common/content.ts";
import { isGithubHandle } from "../../markdown/site/content-page/index.ts";
import type { CommitAuthor } from "./gitHistory.ts";

/** GitHub's private commit addresses: `12345+handle@users.noreply.github.com`, or `handle@…` for older accounts. */
const NOREPLY_ADDRESS = /^(?:\d+\+)?([^@+]+)@users\.noreply\.github\.com$/i;

/** The GitHub account a commit address belongs to, when the address says so beyond doubt. */
export function githubHandleOf(email: string): string | undefined {
  const handle = NOREPLY_ADDRESS.exec(email)?.[1];
  return isGithubHandle(handle) ? handle : undefined;
}

export interface ContributorOptions {
  /** Maps git author e-mails or names to GitHub handles. */
  authorHandles: Readonly<Record<string, string>>;
  /** Handles (bots) never listed. */
  excluded: readonly string[];
}

interface Tally {
  contributor: Contributor;
  commits: number;
  /** ISO date of the first commit, `undefined` for a name from the front matter alone. */
  first?: string;
}

/**
 * A page's contributors: the authors of its commits (following renames) and the handles its front
 * matter names. An author gets a GitHub handle only from a noreply address (`.mailmap` can map any
 * address to one) or `authorHandles`; everyone else is listed by name. Most commits first, then
 * the earliest first contribution; front matter names without commits last, in their order.
 */
export function contributorsOf(
  commits: readonly CommitAuthor[],
  frontMatterHandles: readonly string[],
  options: ContributorOptions,
): Contributor[] {
  const tallies = new Map<string, Tally>();
  const tally = (key: string, contributor: Contributor) => {
    const found = tallies.get(key) ?? { contributor, commits: 0 };
    tallies.set(key, found);
    return found;
  };
  // Oldest first, so that a contributor keeps the name of their first commit.
  for (const { name, email, date } of commits.toReversed()) {
    const github = githubHandleOf(email) ?? options.authorHandles[email] ?? options.authorHandles[name];
    if (!github && !name) continue;
    const entry = github ? tally(`@${github.toLowerCase()}`, { name: name || github, github }) : tally(name, { name });
    entry.commits += 1;
    entry.first ??= date;
  }
  for (const handle of frontMatterHandles) tally(`@${handle.toLowerCase()}`, { name: handle, github: handle });

  const excluded = new Set(options.excluded.map((handle) => handle.toLowerCase()));
  return [...tallies.values()]
    .filter(({ contributor }) => !excluded.has((contributor.github ?? contributor.name).toLowerCase()))
    .sort(
      (a, b) =>
        b.commits - a.commits ||
        (a.first === undefined || b.first === undefined ? 0 : Date.parse(a.first) - Date.parse(b.first)),
    )
    .map(({ contributor }) => contributor);
}
