/**
 * The one rule between content files and page addresses: a page's address is its file's path in
 * the content folder without the extension, and an `index` file stands for its folder. The content
 * index goes from file to address, the app from address to file.
 */

/** The extensions of content files, in the order the app tries them for an address. */
const CONTENT_EXTENSIONS = [".md", ".mdx"] as const;

/** The first segment of an address, which names its section: `/api/printable/` → `api`, `/` → `""`. */
export function firstPathSegment(url: string): string {
  return url.split("/")[1] ?? "";
}

/** Whether a file name is that of a content page. */
export function isContentFile(file: string): boolean {
  return CONTENT_EXTENSIONS.some((extension) => file.endsWith(extension));
}

/** A folder's address, from its path in the content folder: `concepts` → `/concepts/`, `""` → `/`. */
export function urlOfContentFolder(folder: string): string {
  return folder ? `/${folder}/` : "/";
}

/**
 * A page's address, from its file's path in the content folder (forward slashes):
 * `concepts/output.md` → `/concepts/output/`, `concepts/index.mdx` → `/concepts/`, `index.md` → `/`.
 */
export function urlOfContentFile(file: string): string {
  const parts = file.replace(/\.mdx?$/, "").split("/");
  if (parts.at(-1) === "index") parts.pop();
  return urlOfContentFolder(parts.join("/"));
}

/**
 * The files that may hold the page at an address, from the content folder, in the order they are
 * tried: `/concepts/` → `concepts.md`, `concepts.mdx`, `concepts/index.md`, `concepts/index.mdx`.
 */
export function contentFileCandidates(url: string): string[] {
  const folder = url.replace(/^\/+|\/+$/g, "");
  const stems = folder ? [folder, `${folder}/index`] : ["index"];
  return stems.flatMap((stem) => CONTENT_EXTENSIONS.map((extension) => `${stem}${extension}`));
}
