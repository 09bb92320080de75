import { cpSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

/** How many of the content folder's sections a larger site repeats: the largest, by their pages. */
const REPEATED_SECTIONS = 6;

const isPage = (file: string) => /\.mdx?$/.test(file);

export interface ScaledContent {
  /** The pages of the scaled folder. */
  pages: number;
  /** Each repeated section and the folders its copies went to (`api` → `api2`, `api3`…). */
  copies: Record<string, string[]>;
}

/** The pages of a folder and all its subfolders. */
function countPages(directory: string): number {
  return readdirSync(directory, { recursive: true, encoding: "utf8" }).filter(isPage).length;
}

/** The sections (folders) of a content folder, those with the most pages first, ties by name. */
export function sectionsBySize(contentDirectory: string): { name: string; pages: number }[] {
  return readdirSync(contentDirectory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: entry.name, pages: countPages(path.join(contentDirectory, entry.name)) }))
    .sort((a, b) => b.pages - a.pages || a.name.localeCompare(b.name));
}

/**
 * Writes a content folder `factor` times the size of the largest part of `source` to `target`: the
 * whole of `source`, and its six largest sections `factor - 1` more times under new names (`api2/`,
 * `api3/`…), the same pages at other addresses. Links inside the copies keep pointing at the
 * originals: every internal link of the content is absolute (`/configuration/output/`), so each
 * resolves as it does in the original. The folder must sit inside the project, where the compiled
 * pages resolve `react`.
 */
export function writeScaledContent(source: string, target: string, factor: number): ScaledContent {
  if (!Number.isInteger(factor) || factor < 1)
    throw new Error(`the scale factor must be a whole number ≥ 1, not ${factor}`);
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true });
  const existing = new Set(readdirSync(source));
  const copies: Record<string, string[]> = {};
  for (const { name } of sectionsBySize(source).slice(0, REPEATED_SECTIONS)) {
    copies[name] = [];
    for (let copy = 2; copy <= factor; copy += 1) {
      const folder = `${name}${copy}`;
      if (existing.has(folder)) throw new Error(`${source} already has a folder named ${folder}`);
      cpSync(path.join(source, name), path.join(target, folder), { recursive: true });
      copies[name].push(folder);
    }
  }
  return { pages: countPages(target), copies };
}
