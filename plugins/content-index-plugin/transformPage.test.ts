import { remarkPlugins } from "../../markdown/site/pipeline.ts";
import assert from "node:assert/strict";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import type { Configuration, Stats } from "webpack";
import type { ContentDirectory, ContentFile } from "../../common/content.ts";
import type { TransformPage } from "../../markdown/site/content-page/index.ts";
import { compile, errorMessages, getCompiler, readOutput } from "../../test/helpers/compiler.ts";
import { pagesAsText } from "../../test/helpers/contentIndexCompiler.ts";
import { settledCopy } from "../../test/helpers/settledCopy.ts";
import { temporaryDirectory } from "../../test/helpers/temporaryDirectory.ts";
import { ContentIndexPlugin } from "./index.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
/** A section index and `loaders/fixture-loader.md`, which names the package `fixture-loader`. */
const packageContent = path.join(here, "../../test/fixtures/package-content");

/**
 * A transform in the manner of this site's fetched READMEs: a page that names a `package` shows
 * `<package>.md` of `directory` in place of its own text when that file is there.
 */
function packageTexts(directory: string): TransformPage {
  return (page) => {
    const name = page.frontMatter.package;
    if (!name) return { ...page, dependencies: { files: [], missing: [] } };
    const file = path.join(directory, `${name}.md`);
    return existsSync(file)
      ? {
          frontMatter: { ...page.frontMatter, source: `https://example.test/${name}.md` },
          body: readFileSync(file, "utf8"),
          dependencies: { files: [file], missing: [] },
        }
      : { ...page, dependencies: { files: [], missing: [file] } };
  };
}

const PACKAGE_TEXT = "## Install\n\nSee [the options](#options).\n\n## Options\n\n### mode\n";

/** A compiler that indexes `contentDirectory` (the package fixture unless given) through `transformPage`. */
function compilerFor(
  transformPage: TransformPage,
  contentDirectory = packageContent,
  configuration: Configuration = {},
) {
  return getCompiler({
    context: here,
    entry: "./test-fixtures/entry.js",
    module: pagesAsText,
    ...configuration,
    plugins: [
      new ContentIndexPlugin({
        contentDirectory,
        editBase: "https://example.test/edit/",
        siteUrl: "https://example.test",
        remarkPlugins,
        siteName: "Fixtures",
        transformPage,
      }),
    ],
  });
}

function packagePage(stats: Stats): ContentFile {
  const index = JSON.parse(readOutput(stats, "content-index.json")) as ContentDirectory;
  const loaders = index.children.find((node) => node.name === "loaders") as ContentDirectory;
  return loaders.children.find((node) => node.name === "fixture-loader") as ContentFile;
}

describe("ContentIndexPlugin's transformPage", () => {
  it("reads each unchanged page from webpack's persistent cache in the next build, not again", async () => {
    const content = settledCopy(packageContent);
    const cacheDirectory = temporaryDirectory("webpack-cache");
    const read: string[] = [];
    const counting: TransformPage = (page, filePath) => {
      read.push(path.relative(content, filePath));
      return packageTexts(temporaryDirectory("package-texts"))(page, filePath);
    };
    const build = () => {
      const compiler = compilerFor(counting, content, { cache: { type: "filesystem", cacheDirectory } });
      // Closing the compiler is what writes the cache: the next build starts after it.
      return new Promise<Stats>((resolve, reject) => {
        compiler.run((error, stats) => {
          compiler.close((closeError) => {
            if (error || closeError || !stats) reject(error ?? closeError ?? new Error("no stats"));
            else resolve(stats);
          });
        });
      });
    };
    const first = await build();
    assert.deepEqual(read.sort(), ["loaders/fixture-loader.md", "loaders/index.md"]);
    read.length = 0;
    const second = await build();
    assert.deepEqual(read, []);
    assert.equal(readOutput(second, "content-index.json"), readOutput(first, "content-index.json"));
  });

  it("indexes a page as the transform gives it: its headings, fields and links", async () => {
    const texts = temporaryDirectory("package-texts");
    writeFileSync(path.join(texts, "fixture-loader.md"), PACKAGE_TEXT);
    const stats = await compile(compilerFor(packageTexts(texts)));
    assert.deepEqual(errorMessages(stats), []);
    const page = packagePage(stats);
    assert.deepEqual(
      page.anchors.map((anchor) => anchor.id),
      ["install", "options", "mode"],
    );
    assert.equal(page.source, "https://example.test/fixture-loader.md");
    assert.equal(page.title, "fixture-loader", "the fields the transform leaves stay the page's");
    assert.ok(stats.compilation.fileDependencies.has(path.join(texts, "fixture-loader.md")));
  });

  it("checks the links of the text the transform gives", async () => {
    const texts = temporaryDirectory("package-texts");
    writeFileSync(path.join(texts, "fixture-loader.md"), "## Install\n\nSee [usage](#usage).\n\n## Options\n");
    const stats = await compile(compilerFor(packageTexts(texts)));
    assert.deepEqual(
      errorMessages(stats).map((message) => message.replace(/^.*fixture-loader\.md:/, "")),
      ['3: broken link "#usage": /loaders/fixture-loader/ has no heading or anchor "#usage"'],
    );
  });

  it("indexes the page's own text while a file it looks for is missing, and again once it is there", async () => {
    const texts = temporaryDirectory("package-texts");
    const compiler = compilerFor(packageTexts(texts));
    const anchorLists: string[][] = [];
    await new Promise<void>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error(`no rebuild with the text: ${String(anchorLists)}`)), 20_000);
      const stop = (failure?: unknown) => {
        clearTimeout(timeout);
        const settle = () => (failure ? reject(failure) : resolve());
        if (watching) watching.close(settle);
        else settle();
      };
      const watching = compiler.watch({ aggregateTimeout: 50 }, (error, stats) => {
        try {
          if (error || !stats) throw error ?? new Error("no stats");
          assert.deepEqual(errorMessages(stats), []);
          anchorLists.push(packagePage(stats).anchors.map((anchor) => anchor.id));
          if (anchorLists.length === 1) {
            assert.ok(stats.compilation.missingDependencies.has(path.join(texts, "fixture-loader.md")));
            setTimeout(() => writeFileSync(path.join(texts, "fixture-loader.md"), PACKAGE_TEXT), 300);
          } else if (anchorLists.at(-1)?.includes("install")) {
            stop();
          }
        } catch (failure) {
          stop(failure);
        }
      });
    });
    assert.deepEqual(anchorLists[0], ["options"]);
    assert.deepEqual(anchorLists.at(-1), ["install", "options", "mode"]);
  });

  it("keeps each compiler's pages to itself, even when their transforms' code is the same", async () => {
    // Two closures of the same source text that capture different folders: a cache keyed by
    // the options' text would hand the second compiler the first one's pages.
    const [first, second] = [temporaryDirectory("package-texts"), temporaryDirectory("package-texts")];
    writeFileSync(path.join(first, "fixture-loader.md"), "## First\n\n## Options\n");
    writeFileSync(path.join(second, "fixture-loader.md"), "## Second\n\n## Options\n");
    const anchorsOf = async (texts: string) =>
      packagePage(await compile(compilerFor(packageTexts(texts)))).anchors.map((anchor) => anchor.id);
    assert.deepEqual(await anchorsOf(first), ["first", "options"]);
    assert.deepEqual(await anchorsOf(second), ["second", "options"]);
  });

  it("reads again, in the next compilations, only the pages whose files changed", async () => {
    const texts = temporaryDirectory("package-texts");
    const content = settledCopy(packageContent);
    const transform = packageTexts(texts);
    let written = false;
    /** The pages each compilation read, and whether it began after the package's text was written. */
    const compilations: { afterWrite: boolean; pages: string[] }[] = [];
    const counting: TransformPage = (page, filePath) => {
      compilations.at(-1)?.pages.push(path.relative(content, filePath));
      return transform(page, filePath);
    };
    const compiler = compilerFor(counting, content);
    compiler.hooks.beforeCompile.tap({ name: "CountReads", stage: -1 }, () => {
      compilations.push({ afterWrite: written, pages: [] });
    });
    await new Promise<void>((resolve, reject) => {
      const timeout = setTimeout(
        () => reject(new Error(`no compilation after the write: ${JSON.stringify(compilations)}`)),
        20_000,
      );
      const watching = compiler.watch({ aggregateTimeout: 50 }, (error) => {
        if (error) return reject(error);
        if (compilations.length === 1) {
          setTimeout(() => {
            writeFileSync(path.join(texts, "fixture-loader.md"), PACKAGE_TEXT);
            written = true;
          }, 300);
        } else if (compilations.at(-1)?.afterWrite) {
          clearTimeout(timeout);
          watching?.close(() => resolve());
        }
      });
    });
    const [first, ...later] = compilations;
    // Pages are read concurrently: in any order.
    assert.deepEqual([...(first?.pages ?? [])].sort(), ["loaders/fixture-loader.md", "loaders/index.md"]);
    // A compilation webpack may start before the write (the folder was just copied) reads nothing.
    for (const { afterWrite, pages } of later) {
      assert.deepEqual(pages, afterWrite ? ["loaders/fixture-loader.md"] : []);
    }
  });

  it("fails the compilation with the error the transform throws", async () => {
    const broken: TransformPage = () => {
      throw new Error("fixture-loader.json is not what `npm run fetch` writes");
    };
    await assert.rejects(compile(compilerFor(broken)), /fixture-loader\.json is not what `npm run fetch` writes/);
  });
});
