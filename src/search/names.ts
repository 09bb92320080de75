/** How a result's name matches the query; results are ordered by it, then by their score. */
export const NameMatch = {
  /** The query is the page's title. */
  title: 0,
  /** The query is the heading, the option a heading names, or the first words of the page's title. */
  name: 1,
  none: 2,
} as const;
export type NameMatch = (typeof NameMatch)[keyof typeof NameMatch];

export interface Name {
  key: string;
  match: NameMatch;
}

/** Below this length a final "s" is part of the word ("css"), not a plural. */
const MIN_PLURAL_LENGTH = 4;

/**
 * A name as readers type it, case, spaces, punctuation and a plural "s" aside: "dev server
 * proxy", "devserver.proxy" and `devServer.proxy` are one name, and so are "target" and "Targets".
 */
export function nameKey(text: string): string {
  const key = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
  return key.length >= MIN_PLURAL_LENGTH && key.endsWith("s") ? key.slice(0, -1) : key;
}

/** `output.publicPath`, `this.mode`: a heading naming an option or a property by its path. */
const PROPERTY_PATH = /^[\w$]+(?:\.[\w$]+)+$/;

/** "SplitChunksPlugin" → split, chunks, plugin; "Entry Points" → entry, points. */
function words(title: string): string[] {
  return title
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The names a search document answers to. A page (`heading` is `""`): its title and front matter
 * keywords, and its first
 * words ("splitChunks" for SplitChunksPlugin, "entry" for Entry Points, not "mode" for Modern
 * Web Platform). A heading: itself, and for a property path its last name (`publicPath` for
 * `output.publicPath`).
 */
export function namesOf(title: string, heading: string, keywords: readonly string[] = []): Name[] {
  if (heading) {
    const names = PROPERTY_PATH.test(heading) ? [heading, heading.slice(heading.lastIndexOf(".") + 1)] : [heading];
    return names.map((name) => ({ key: nameKey(name), match: NameMatch.name }));
  }
  const titleWords = words(title);
  const firstWords = titleWords.slice(0, -1).map((_, count) => ({
    key: nameKey(titleWords.slice(0, count + 1).join("")),
    match: NameMatch.name,
  }));
  const keywordNames = keywords.map((keyword) => ({ key: nameKey(keyword), match: NameMatch.title }));
  return [{ key: nameKey(title), match: NameMatch.title }, ...keywordNames, ...firstWords];
}
