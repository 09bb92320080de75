import { parseTarGzip } from "nanotar";

/** A file read out of a package archive. */
export interface ArchivedFile {
  /** Its path inside the package, such as `README.md`. */
  path: string;
  text: string;
}

/** The top-level README of a package: npm archives put the package in one folder (usually `package/`). */
const README = /^[^/]+\/(readme(?:\.md|\.markdown)?)$/i;

/**
 * The README of a gzipped npm package archive, or undefined when it has none. npm includes the
 * README in every published package, so this is the README of exactly that version, whatever the
 * registry's metadata carries.
 */
export async function readmeFromTarball(gzipped: Uint8Array): Promise<ArchivedFile | undefined> {
  const [readme] = await parseTarGzip(gzipped, {
    filter: (entry) => entry.type === "file" && README.test(entry.name),
  });
  const readmePath = readme && README.exec(readme.name)?.[1];
  return readmePath ? { path: readmePath, text: readme.text } : undefined;
}
