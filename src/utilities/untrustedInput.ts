import decodeUriComponent from "decode-uri-component";

/**
 * Readers edit addresses by hand, and storage and other sites' answers outlive the code that
 * wrote them: reading them must never throw, since a throw in an effect or a render unmounts the
 * page. Each reader here answers "nothing usable" instead.
 */

/**
 * The ids a location hash may name, as browsers look them up: the fragment as written, then
 * percent-decoded (a malformed escape such as `%zz` is kept as written). None for an empty hash.
 */
export function fragmentIds(hash: string): string[] {
  const fragment = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!fragment) return [];
  const decoded = decodeUriComponent(fragment);
  return decoded === fragment ? [fragment] : [fragment, decoded];
}

/** The URL `text` names relative to `base`, or undefined when it is not a valid URL. */
export function parseUrl(text: string, base?: string): URL | undefined {
  try {
    return new URL(text, base);
  } catch {
    return undefined;
  }
}

/** The value a JSON text holds, or undefined when it is not valid JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The first value of `name` in a location's query string (`?q=split+chunks` → "split chunks"), or
 * "" when there is none. Escapes are decoded as forms encode them; a malformed one is kept as
 * written, as in `fragmentIds`.
 */
export function queryParameter(search: string, name: string): string {
  const decode = (text: string) => decodeUriComponent(text.replaceAll("+", " "));
  const query = search.startsWith("?") ? search.slice(1) : search;
  for (const pair of query.split("&")) {
    const separator = pair.indexOf("=");
    const key = separator < 0 ? pair : pair.slice(0, separator);
    if (decode(key) === name) return separator < 0 ? "" : decode(pair.slice(separator + 1));
  }
  return "";
}
