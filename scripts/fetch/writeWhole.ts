import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Writes a file through a temporary one beside it, so a build running meanwhile reads either the
 * old file or the new one, never half of one; an interrupted fetch leaves the old file as it was.
 */
export async function writeWhole(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}
