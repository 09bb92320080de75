import { createRequire } from "node:module";
import type { LoaderContext } from "webpack";
import type { RemarkPageRecordOptions } from "../../plugins/content-index-plugin/pageRecords.ts";
import schema from "./options.json" with { type: "json" };

type MdxLoader = (this: LoaderContext<unknown>, source: string) => void;
const mdxLoader = createRequire(import.meta.url)("@mdx-js/loader") as MdxLoader;

/**
 * What @mdx-js/loader keys its compiled processors by. Inside thread-loader a page's loader context
 * has a compiler object of its own, so without one key every page would build the pipeline anew.
 */
const processorKey = {};

interface PageCompiler {
  mdxOptions: unknown;
  takePageRecord(resourcePath: string): unknown;
  metaKey: string;
}

let pageCompiler: Promise<PageCompiler> | undefined;

/**
 * The pipeline and the record's store, imported when the first page comes: they are ES modules
 * only, and thread-loader's workers require a loader as CommonJS.
 */
async function loadPageCompiler(recordOptions: RemarkPageRecordOptions): Promise<PageCompiler> {
  const [{ mdxLoaderOptions }, { remarkPageRecord, takePageRecord, PAGE_RECORD_META_KEY }] = await Promise.all([
    import("../../markdown/site/pipeline.ts"),
    import("../../plugins/content-index-plugin/pageRecords.ts"),
  ]);
  return {
    mdxOptions: mdxLoaderOptions([[remarkPageRecord, recordOptions]]),
    takePageRecord,
    metaKey: PAGE_RECORD_META_KEY,
  };
}

/**
 * A content page through `@mdx-js/loader` with this site's pipeline (`markdown/site/pipeline.ts`),
 * in whichever process runs it: the build's, or a thread-loader worker's, which gets its options as
 * JSON and so cannot be handed the pipeline's functions. The content index's record of the page,
 * made by the pipeline's `remarkPageRecord`, goes on with the compiled module as the loader's meta,
 * for the content index's record loader to keep in the module's build info.
 */
export default function mdxPageLoader(this: LoaderContext<RemarkPageRecordOptions>, source: string): void {
  const options = this.getOptions(schema as Parameters<typeof this.getOptions>[0]);
  pageCompiler ??= loadPageCompiler(options);
  const callback = this.async();
  const { resourcePath } = this;
  pageCompiler.then(({ mdxOptions, takePageRecord, metaKey }) => {
    const compiled = (error?: Error | null, code?: string | Buffer, map?: unknown) => {
      const record = takePageRecord(resourcePath);
      if (error || code === undefined) return callback(error ?? new Error(`${resourcePath}: no module compiled`));
      callback(null, code, map as Parameters<typeof callback>[2], { [metaKey]: record });
    };
    const withSitePipeline = Object.create(this, {
      getOptions: { value: () => mdxOptions },
      _compiler: { value: processorKey },
      async: { value: () => compiled },
    }) as LoaderContext<unknown>;
    mdxLoader.call(withSitePipeline, source);
  }, callback);
}
