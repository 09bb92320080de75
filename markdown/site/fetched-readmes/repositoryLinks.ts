import type { FetchedPackage } from "./fetchedPackage.ts";

/** Where a fetched README lives in its repository, and how its relative addresses resolve there. */
export interface RepositoryLinks {
  /** The repository's home page. */
  repository: string;
  /** The README as GitHub shows it. */
  readme: string;
  /** The README's raw text. */
  raw: string;
  /** GitHub's editor for the README. */
  edit: string;
  /**
   * Resolves an address written in the README the way GitHub does when it shows the README: links
   * to the repository's pages, images to their raw files, `/…` from the repository's root.
   */
  resolve(url: string, kind: "link" | "image"): string;
}

const GITHUB_REPOSITORY = /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+)$/i;
/** GitHub resolves `HEAD` to the default branch in page and raw addresses, whatever its name. */
const DEFAULT_BRANCH = "HEAD";
/**
 * The editor needs a branch name; GitHub sends an unknown branch to the default one, so `main`
 * reaches the editor of a repository whose default branch is still `master`.
 */
const EDIT_BRANCH = "main";

/** The links of a README kept on GitHub, or undefined for any other host (relative addresses then stay unresolved). */
export function repositoryLinks(metadata: FetchedPackage): RepositoryLinks | undefined {
  const fullName = GITHUB_REPOSITORY.exec(metadata.repository ?? "")?.[1];
  if (!fullName) return undefined;
  const repository = `https://github.com/${fullName}`;
  const folder = metadata.directory ? `${metadata.directory}/` : "";
  const readmePath = `${folder}${metadata.readmeFile}`;
  const pageBase = `${repository}/blob/${DEFAULT_BRANCH}/`;
  const rawBase = `https://raw.githubusercontent.com/${fullName}/${DEFAULT_BRANCH}/`;
  return {
    repository,
    readme: `${pageBase}${readmePath}`,
    raw: `${rawBase}${readmePath}`,
    edit: `${repository}/edit/${EDIT_BRANCH}/${readmePath}`,
    resolve(url, kind) {
      const base = kind === "image" ? rawBase : pageBase;
      // `/…` is the repository's root on GitHub, not the host's.
      if (url.startsWith("/")) return `${base}${url.slice(1)}`;
      return new URL(url, `${base}${readmePath}`).href;
    },
  };
}
