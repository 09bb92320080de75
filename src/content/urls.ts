import { firstPathSegment } from "../../common/contentUrls.ts";

/** The section of a url: its first path segment when that is a section, else the top level `""`. */
export function sectionOfUrl(url: string, sectionNames: readonly string[]): string {
  const first = firstPathSegment(url);
  return first && sectionNames.includes(first) ? first : "";
}
