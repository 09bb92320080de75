import type { StatsCompilation } from "webpack";

/** The groups a build's output is measured in, in the order the table lists them. */
export const ASSET_GROUPS = [
  "Initial JS",
  "Page chunks",
  "Other lazy JS",
  "CSS",
  "HTML",
  "Service worker",
  "Other files",
] as const;

export type AssetGroup = (typeof ASSET_GROUPS)[number];

/** The pages' chunks are named `page-<index>` (the content index plugin's section modules, clientModules.ts). */
const PAGE_CHUNK_NAME = /^page-/;

/**
 * Sorts the files of the output folder into groups by what the client compilation's stats say of
 * them: the JavaScript of initial chunks, of page chunks, of other lazy chunks (navigation, search,
 * lazy components), and of child compilations (workbox's service worker). The prerendered HTML
 * and the files copied from public/ are not in the stats; they go by their extension.
 */
export function assetGroupClassifier(client: StatsCompilation | undefined): (file: string) => AssetGroup {
  const chunkGroups = new Map<string, AssetGroup>();
  for (const chunk of client?.chunks ?? []) {
    const group: AssetGroup = chunk.initial
      ? "Initial JS"
      : (chunk.names ?? []).some((name) => PAGE_CHUNK_NAME.test(name))
        ? "Page chunks"
        : "Other lazy JS";
    for (const file of chunk.files ?? []) chunkGroups.set(file, group);
  }
  const childFiles = new Set(
    (client?.children ?? []).flatMap((child) => (child.assets ?? []).map((asset) => asset.name)),
  );
  return (file) => {
    if (file.endsWith(".css")) return "CSS";
    if (file.endsWith(".html")) return "HTML";
    if (!file.endsWith(".js")) return "Other files";
    const group = chunkGroups.get(file);
    if (group) return group;
    return childFiles.has(file) ? "Service worker" : "Other files";
  };
}
