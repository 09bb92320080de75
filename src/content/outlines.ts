import { createResource } from "../loading/resource.ts";
import { importOutlines } from "./contentModules.ts";
import { sectionForUrl } from "./navigation.ts";
import type { Anchor } from "./types.ts";

/**
 * Each page's h2/h3 headings by address, from its section's outline chunk: loaded when a page of
 * the section is opened in the app or another page's entry is opened in the sidebar. The page a
 * prerendered document hydrates is `set` from the document instead, so its first render waits
 * for no outline chunk.
 */
export const outlines = createResource<string, readonly Anchor[]>(
  async (url) => (await importOutlines(sectionForUrl(url)))[url] ?? [],
);
