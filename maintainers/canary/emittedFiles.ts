import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** One file of a build's output folder. */
export interface EmittedFile {
  /** Its path inside the output folder, with forward slashes. */
  name: string;
  bytes: number;
  /** Its size gzipped at level 9, as the end-to-end tests measure budgets. */
  gzipBytes: number;
  sha256: string;
}

/** Every file under the output folder, in name order. */
export function readEmittedFiles(directory: string): EmittedFile[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const content = readFileSync(file);
      return {
        name: path.relative(directory, file).split(path.sep).join("/"),
        bytes: content.length,
        gzipBytes: gzipSync(content, { level: 9 }).length,
        sha256: createHash("sha256").update(content).digest("hex"),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
