import assert from "node:assert/strict";
import { describe, it } from "node:test";
import vm from "node:vm";
import webpack, { type Stats } from "webpack";
import { compile, errorMessages, getCompiler, readOutput } from "../../test/helpers/compiler.ts";
import { ChunkFilesInParentsPlugin } from "./index.ts";

interface Site {
  pages: number;
  /** The text of page `index`. */
  text?: (index: number) => string;
  plugin?: boolean;
}

/**
 * A site in memory: an entry that loads a section lazily, and the section that loads its pages,
 * each a chunk of its own named `page-<n>`, as the documentation site loads its pages.
 */
function build({ pages, text = (index) => `Page ${index}`, plugin = true }: Site): Promise<Stats> {
  const indices = Array.from({ length: pages }, (_, index) => index);
  const pageLoaders = indices.map(
    (index) => `() => import(/* webpackChunkName: "page-${index}" */ "virtual:page-${index}")`,
  );
  const compiler = getCompiler({
    mode: "production",
    target: "web",
    entry: { main: "virtual:app" },
    output: {
      publicPath: "/",
      filename: "assets/[name].[contenthash:10].js",
      chunkFilename: "assets/[name].[contenthash:10].js",
      library: undefined,
    },
    optimization: { minimize: false },
    plugins: [
      new webpack.experiments.schemes.VirtualUrlPlugin({
        app: `self.loadPage = async (index) => { const section = await import(/* webpackChunkName: "section" */ "virtual:section"); return (await section.pages[index]()).default; };`,
        section: `export const pages = [${pageLoaders.join(", ")}];`,
        ...Object.fromEntries(
          indices.map((index) => [`page-${index}`, `export default ${JSON.stringify(text(index))};`]),
        ),
      }),
      ...(plugin ? [new ChunkFilesInParentsPlugin({ test: /^page-/ })] : []),
    ],
  });
  return compile(compiler);
}

/** The file a chunk was emitted as. */
function fileOf(stats: Stats, chunkName: string): string {
  const chunk = [...stats.compilation.chunks].find((candidate) => candidate.name === chunkName);
  const file = chunk && [...chunk.files][0];
  assert.ok(file, `no file for the chunk ${chunkName}`);
  return file;
}

/**
 * Runs the built site as a browser would: the entry's script, then each script the runtime adds to
 * the document, read from the output by its address. Resolves with what `loadPage(index)` gives
 * and the addresses of the scripts it requested.
 */
async function loadPage(stats: Stats, index: number): Promise<{ page: unknown; requested: string[] }> {
  const requested: string[] = [];
  const context = vm.createContext({ setTimeout, clearTimeout });
  const run = (file: string) => vm.runInContext(readOutput(stats, file), context, { filename: file });
  const document = {
    baseURI: "http://localhost/",
    getElementsByTagName: () => [],
    createElement: () => ({ setAttribute: () => undefined }),
    head: {
      appendChild(script: { src: string; onload?: (event: { type: string }) => void }) {
        requested.push(script.src);
        run(script.src.replace(/^\//, ""));
        script.onload?.({ type: "load" });
      },
    },
  };
  Object.assign(context, { self: context, window: context, document });
  run(fileOf(stats, "main"));
  const page = await (context as { loadPage(index: number): Promise<unknown> }).loadPage(index);
  return { page, requested };
}

describe("ChunkFilesInParentsPlugin", () => {
  it("keeps main.js the same size however many pages the section loads", async () => {
    const [few, many] = await Promise.all([build({ pages: 4 }), build({ pages: 40 })]);
    assert.deepEqual([...errorMessages(few), ...errorMessages(many)], []);
    const main = readOutput(many, fileOf(many, "main"));
    assert.equal(main.length, readOutput(few, fileOf(few, "main")).length);
    assert.doesNotMatch(main, /page-\d/, "main.js names no page chunk");
  });

  it("without it, main.js grows with the pages (what the plugin removes)", async () => {
    const [few, many] = await Promise.all([build({ pages: 4, plugin: false }), build({ pages: 40, plugin: false })]);
    assert.ok(readOutput(many, fileOf(many, "main")).length > readOutput(few, fileOf(few, "main")).length + 500);
  });

  it("loads each page from the file its section named, content hash and all", async () => {
    // Enough pages for some chunk ids to sort before the section's and some after: webpack hashes
    // chunks in the order of their ids.
    const stats = await build({ pages: 12 });
    assert.deepEqual(errorMessages(stats), []);
    for (let index = 0; index < 12; index++) {
      const { page, requested } = await loadPage(stats, index);
      assert.equal(page, `Page ${index}`);
      assert.deepEqual(requested, [`/${fileOf(stats, "section")}`, `/${fileOf(stats, `page-${index}`)}`]);
      assert.match(fileOf(stats, `page-${index}`), /^assets\/page-\d+\.[0-9a-f]{10}\.js$/);
    }
  });

  it("gives an edited page a new file name, and its section the new name to load", async () => {
    const [before, after] = await Promise.all([
      build({ pages: 3 }),
      build({ pages: 3, text: (index) => (index === 1 ? "Page 1, edited" : `Page ${index}`) }),
    ]);
    assert.notEqual(fileOf(after, "page-1"), fileOf(before, "page-1"));
    assert.equal(fileOf(after, "page-0"), fileOf(before, "page-0"));
    assert.notEqual(fileOf(after, "section"), fileOf(before, "section"));
    const { page, requested } = await loadPage(after, 1);
    assert.equal(page, "Page 1, edited");
    assert.equal(requested.at(-1), `/${fileOf(after, "page-1")}`);
  });
});
