import type { PageContent } from "./parseContentFile.ts";

/** Page content as plain data: its ids a list, not a set. */
type PlainPageContent<Content extends PageContent> = Omit<Content, "ids"> & { ids: string[] };

/**
 * A page's content as one buffer, for webpack's cache, which writes and reads back a buffer as it
 * is: a reference page's text and search sections are strings of up to 300 KB, which the cache is
 * slow to read back and warns about ("Serializing big strings") each time it stores them.
 */
export function pageContentToBuffer<Content extends PageContent>(content: Content): Buffer {
  const plain: PlainPageContent<Content> = { ...content, ids: [...content.ids] };
  return Buffer.from(JSON.stringify(plain));
}

/**
 * Each buffer's content, read once: in watch mode webpack's memory cache and a module's build info
 * hand back the same buffer at every rebuild, and the index reads every page at each save.
 */
const decoded = new WeakMap<Buffer, PageContent>();

/** The page content that `pageContentToBuffer` stored. */
export function pageContentFromBuffer<Content extends PageContent>(buffer: Buffer): Content {
  let content = decoded.get(buffer);
  if (!content) {
    const plain = JSON.parse(buffer.toString("utf8")) as PlainPageContent<Content>;
    content = { ...plain, ids: new Set(plain.ids) } as unknown as Content;
    decoded.set(buffer, content);
  }
  return content as Content;
}
