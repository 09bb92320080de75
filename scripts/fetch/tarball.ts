import { gunzipSync } from "node:zlib";

/** A file read out of a package archive. */
export interface ArchivedFile {
  /** Its path inside the package, such as `README.md`. */
  path: string;
  text: string;
}

const BLOCK = 512;
/** The top-level README of a package: npm archives put the package in one folder (usually `package/`). */
const README = /^[^/]+\/(readme(?:\.md|\.markdown)?)$/i;

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length).toString("utf8");
  const end = raw.indexOf("\0");
  return end === -1 ? raw : raw.slice(0, end);
}

/**
 * The README of a gzipped npm package archive (a ustar tar file), or undefined when it has none.
 * npm includes the README in every published package, so this is the README of exactly that
 * version, whatever the registry's metadata carries.
 */
export function readmeFromTarball(gzipped: Buffer): ArchivedFile | undefined {
  const archive = gunzipSync(gzipped);
  for (let offset = 0; offset + BLOCK <= archive.length;) {
    const header = archive.subarray(offset, offset + BLOCK);
    const name = field(header, 0, 100);
    // Two empty blocks end the archive.
    if (name === "") return undefined;
    const size = Number.parseInt(field(header, 124, 12).trim() || "0", 8);
    const type = field(header, 156, 1);
    // Only POSIX ustar headers have a name prefix there; old GNU headers keep other fields in its place.
    const prefix = field(header, 257, 6) === "ustar" ? field(header, 345, 155) : "";
    const fullName = prefix ? `${prefix}/${name}` : name;
    const dataStart = offset + BLOCK;
    const match = README.exec(fullName);
    // "0" (or NUL in old archives) is a regular file; pax headers and folders are skipped.
    if (match?.[1] && (type === "0" || type === "")) {
      return { path: match[1], text: archive.subarray(dataStart, dataStart + size).toString("utf8") };
    }
    offset = dataStart + Math.ceil(size / BLOCK) * BLOCK;
  }
  return undefined;
}
