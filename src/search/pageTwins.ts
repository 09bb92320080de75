import { markdownUrlOf } from "../../common/markdownUrl.ts";

const twins = new Map<string, Promise<string>>();

/**
 * A page's Markdown twin (`/page/index.md`, emitted beside its HTML), fetched once per visit and
 * shared by every result on that page. A failed fetch is forgotten, so a later search tries again.
 */
export function pageTwin(pageUrl: string): Promise<string> {
  const known = twins.get(pageUrl);
  if (known) return known;
  const twin = Promise.resolve()
    .then(() => fetch(markdownUrlOf(pageUrl)))
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status} for ${response.url}`);
      return response.text();
    });
  twins.set(pageUrl, twin);
  twin.catch(() => twins.delete(pageUrl));
  return twin;
}
