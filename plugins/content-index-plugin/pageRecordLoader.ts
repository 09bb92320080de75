import type { LoaderContext } from "webpack";
import { PAGE_RECORD_META_KEY, storePageRecord, type PageRecord } from "./pageRecords.ts";

/**
 * The first loader of the page rule, in the build's own process: it keeps the record of the page
 * that the page's compile handed on as meta (see loaders/mdx-page-loader, which may run in a
 * thread-loader worker, where no module is at hand) in the module's build info, where the content
 * index reads it and webpack's cache keeps it.
 */
export default function pageRecordLoader(
  this: LoaderContext<unknown>,
  source: string | Buffer,
  map: Parameters<LoaderContext<unknown>["callback"]>[2],
  meta: Record<string, unknown> | undefined,
): void {
  const record = meta?.[PAGE_RECORD_META_KEY] as PageRecord | undefined;
  if (record) storePageRecord(this._module, record);
  this.callback(null, source, map, meta);
}
