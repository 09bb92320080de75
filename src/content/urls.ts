/** Where the content file of a page url would be, in the order they are tried. */
export function contentKeyCandidates(url: string): string[] {
  const trimmed = url.replace(/^\/+|\/+$/g, "");
  if (!trimmed) return ["./index.md", "./index.mdx"];
  return [`./${trimmed}.md`, `./${trimmed}.mdx`, `./${trimmed}/index.md`, `./${trimmed}/index.mdx`];
}

/** The section of a url: its first path segment when that is a section, else the top level `""`. */
export function sectionOfUrl(url: string, sectionNames: readonly string[]): string {
  const first = url.split("/")[1] ?? "";
  return first && sectionNames.includes(first) ? first : "";
}
