import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { rootDirectory } from "../../paths.ts";

/**
 * A folder name for a spec, readable and safe on any file system: `5.113.0`, `next`,
 * `home-me-webpack` for `/home/me/webpack`, `webpack-5.113.0.tgz`.
 */
export function safeFolderName(spec: string): string {
  const name = spec
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[.-]+|[.-]+$/g, "")
    .slice(0, 100);
  return name || "candidate";
}

/** `.cache/canary/<spec>/`, emptied for a new run. */
export function prepareResultsFolder(spec: string): string {
  const folder = path.join(rootDirectory, ".cache", "canary", safeFolderName(spec));
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  return folder;
}

export function writeResult(folder: string, name: string, content: string): void {
  writeFileSync(path.join(folder, name), content.endsWith("\n") ? content : `${content}\n`);
}

/** Moves a build's folders (its stats, its output) out of its workspace, which is then removed. */
export function keepFolders(folder: string, label: string, folders: Record<string, string>): void {
  mkdirSync(path.join(folder, label), { recursive: true });
  for (const [name, source] of Object.entries(folders)) {
    if (existsSync(source)) renameSync(source, path.join(folder, label, name));
  }
}
