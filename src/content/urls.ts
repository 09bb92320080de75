/** The section of a url: its first path segment when that is a section, else the top level `""`. */
export function sectionOfUrl(url: string, sectionNames: readonly string[]): string {
  const first = url.split("/")[1] ?? "";
  return first && sectionNames.includes(first) ? first : "";
}
