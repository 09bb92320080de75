/** A package's repository as a web page, and the package's folder in it for a monorepo. */
export interface Repository {
  url: string;
  directory?: string;
}

const SHORTHAND_HOSTS: Record<string, string> = {
  github: "github.com",
  gitlab: "gitlab.com",
  bitbucket: "bitbucket.org",
};

/** `owner/name` or `host:owner/name`, as package.json allows. */
const SHORTHAND = /^(?:(github|gitlab|bitbucket):)?([\w.-]+\/[\w.-]+)$/;
/** `git@host:owner/name.git`, the scp-like form of ssh addresses. */
const SCP_LIKE = /^[\w.-]+@([\w.-]+):(.+)$/;

function webUrl(address: string): string | undefined {
  const shorthand = SHORTHAND.exec(address);
  if (shorthand?.[2]) return `https://${SHORTHAND_HOSTS[shorthand[1] ?? "github"]}/${shorthand[2]}`;
  const scpLike = SCP_LIKE.exec(address);
  const absolute = scpLike ? `ssh://git@${scpLike[1]}/${scpLike[2]}` : address;
  let parsed: URL;
  try {
    parsed = new URL(absolute.replace(/^git\+/, ""));
  } catch {
    return undefined;
  }
  if (!["https:", "http:", "git:", "ssh:"].includes(parsed.protocol)) return undefined;
  const repositoryPath = parsed.pathname.replace(/\.git$/, "").replace(/\/+$/, "");
  return repositoryPath.split("/").length >= 3 ? `https://${parsed.hostname}${repositoryPath}` : undefined;
}

/**
 * The repository of a package from the `repository` field of its package.json, in any of the forms
 * npm accepts (shorthand, git URL, object with `url` and `directory`), as an https web address.
 */
export function repositoryOf(field: unknown): Repository | undefined {
  const address = typeof field === "string" ? field : (field as { url?: unknown } | null)?.url;
  if (typeof address !== "string") return undefined;
  const url = webUrl(address.trim());
  if (!url) return undefined;
  const directory = (field as { directory?: unknown } | null)?.directory;
  const folder = typeof directory === "string" ? directory.replace(/^\.?\/+|\/+$/g, "") : "";
  return folder ? { url, directory: folder } : { url };
}
