import type { StatsCompilation, StatsError, StatsModule } from "webpack";
import { ASSET_GROUPS, assetGroupClassifier, type AssetGroup } from "./assetGroups.ts";
import type { EmittedFile } from "./emittedFiles.ts";

export interface GroupSize {
  files: number;
  bytes: number;
  gzipBytes: number;
}

/** A warning or an error of a build. */
export interface Problem {
  /** The compilation that reported it: `client`, or a child such as `client/InjectManifest`. */
  compilation: string;
  /** Its module and first line, for the reader. */
  summary: string;
  /** What stays the same when another build reports the same problem: no workspace path, no hash. */
  key: string;
}

export interface CompilationFigures {
  /**
   * The modules in the output's chunks, those inside a concatenation one by one; not webpack's
   * runtime modules, nor orphan modules (a warm build restores fewer of those from its cache).
   */
  modules: number;
  chunks: number;
}

/** What the canary compares of one build. */
export interface BuildSummary {
  /** By compilation name (client); a compilation that produced no stats is absent. */
  compilations: Record<string, CompilationFigures>;
  groups: Record<AssetGroup, GroupSize>;
  warnings: Problem[];
  errors: Problem[];
  /** The SHA-256 of each prerendered page, by its file in the output folder. */
  pages: Record<string, string>;
}

/** Content hashes in file names differ between any two builds that differ at all. */
const HASH = /\b[0-9a-f]{8,}\b/g;

function countModules(modules: StatsModule[]): number {
  const identifiers = new Set<string>();
  const visit = (module: StatsModule) => {
    // A concatenated module only stands for the modules inside it.
    if (module.modules) module.modules.forEach(visit);
    // Each chunk has its own instance of the runtime modules it needs, all with the same identifier.
    else if (module.moduleType !== "runtime") identifiers.add(module.identifier ?? module.name ?? "");
  };
  modules.filter((module) => !module.orphan).forEach(visit);
  return identifiers.size;
}

function problems(
  stats: StatsCompilation,
  kind: "errors" | "warnings",
  compilation: string,
  workspace: string,
): Problem[] {
  const own = (stats[kind] ?? []).map((problem: StatsError) => {
    const where = problem.moduleName ? `${problem.moduleName}${problem.loc ? ` ${problem.loc}` : ""}: ` : "";
    const text = `${where}${problem.message}`.replaceAll(workspace, "<workspace>");
    return {
      compilation,
      summary: text.split("\n")[0] ?? "",
      key: `${compilation}\n${text.replace(HASH, "[hash]")}`,
    };
  });
  const children = (stats.children ?? []).flatMap((child) =>
    problems(child, kind, `${compilation}/${child.name ?? "child"}`, workspace),
  );
  return [...own, ...children];
}

/**
 * One build's figures from webpack's stats JSON of its compilations and the files in its output
 * folder. `workspace` is the build's private folder, whose path in messages is not a difference.
 */
export function summarizeBuild(stats: StatsCompilation[], files: EmittedFile[], workspace: string): BuildSummary {
  const client = stats.find((compilation) => compilation.name === "client");
  const groupOf = assetGroupClassifier(client);
  const groups = Object.fromEntries(
    ASSET_GROUPS.map((group): [AssetGroup, GroupSize] => [group, { files: 0, bytes: 0, gzipBytes: 0 }]),
  ) as Record<AssetGroup, GroupSize>;
  for (const file of files) {
    const size = groups[groupOf(file.name)];
    size.files += 1;
    size.bytes += file.bytes;
    size.gzipBytes += file.gzipBytes;
  }
  // Every HTML file of the output is a prerendered page: the prerender consumes the template
  // html-webpack-plugin writes and leaves it out of the output.
  const pages = Object.fromEntries(
    files.filter((file) => file.name.endsWith(".html")).map((file) => [file.name, file.sha256]),
  );
  const named = stats.map((compilation) => ({ compilation, name: compilation.name ?? "unnamed" }));
  return {
    compilations: Object.fromEntries(
      named.map(({ compilation, name }) => [
        name,
        { modules: countModules(compilation.modules ?? []), chunks: compilation.chunks?.length ?? 0 },
      ]),
    ),
    groups,
    warnings: named.flatMap(({ compilation, name }) => problems(compilation, "warnings", name, workspace)),
    errors: named.flatMap(({ compilation, name }) => problems(compilation, "errors", name, workspace)),
    pages,
  };
}
