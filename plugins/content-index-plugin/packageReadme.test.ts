import assert from "node:assert/strict";
import { cpSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import type { Stats } from "webpack";
import { compile, errorMessages, getCompiler, readOutput } from "../../test/helpers/compiler.ts";
import { ContentIndexPlugin } from "./index.ts";
import type { ContentDirectory, ContentFile } from "../../common/content.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.join(here, "../../test/fixtures");
const packageContent = path.join(fixtures, "package-content");
const fetchedFixture = path.join(fixtures, "fetched");

function compilerFor(fetchedDirectory: string) {
  return getCompiler({
    context: here,
    entry: "./test-fixtures/entry.js",
    plugins: [
      new ContentIndexPlugin({
        contentDirectory: packageContent,
        editBase: "https://example.test/edit/",
        fetchedDirectory,
      }),
    ],
  });
}

function packagePage(stats: Stats): ContentFile {
  const index = JSON.parse(readOutput(stats, "content-index.json")) as ContentDirectory;
  const loaders = index.children.find((node) => node.name === "loaders") as ContentDirectory;
  return loaders.children.find((node) => node.name === "fixture-loader") as ContentFile;
}

const readmeAnchors = [
  { title: "Getting Started", id: "getting-started", level: 2 },
  { title: "Options", id: "options", level: 2 },
  { title: "mode", id: "mode", level: 3 },
  { title: "License", id: "license", level: 2 },
];

describe("ContentIndexPlugin with fetched package READMEs", () => {
  it("indexes a page whose package README was fetched as the README, links checked", async () => {
    const stats = await compile(compilerFor(fetchedFixture));
    assert.deepEqual(errorMessages(stats), []);
    const page = packagePage(stats);
    assert.deepEqual(page.anchors, readmeAnchors);
    assert.equal(page.source, "https://raw.githubusercontent.com/example/fixture-loader/HEAD/README.md");
    assert.equal(page.edit, "https://github.com/example/fixture-loader/edit/main/README.md");
    assert.equal(page.repo, "https://github.com/example/fixture-loader");
  });

  it("indexes the page's own text until the README is fetched, then rebuilds in watch mode", async () => {
    const fetched = mkdtempSync(path.join(os.tmpdir(), "fetched-"));
    const compiler = compilerFor(fetched);
    const anchorLists: string[][] = [];
    await new Promise<void>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error(`no rebuild with the README: ${String(anchorLists)}`)), 20_000);
      const watching = compiler.watch({ aggregateTimeout: 50 }, (error, stats) => {
        if (error || !stats) return reject(error ?? new Error("no stats"));
        assert.deepEqual(errorMessages(stats), []);
        const page = packagePage(stats);
        anchorLists.push(page.anchors.map((anchor) => anchor.id));
        if (anchorLists.length === 1) {
          assert.equal(page.source, undefined, "no README yet: the page is its own source");
          setTimeout(
            () => cpSync(path.join(fetchedFixture, "readmes"), path.join(fetched, "readmes"), { recursive: true }),
            300,
          );
        } else if (anchorLists.at(-1)?.includes("getting-started")) {
          clearTimeout(timeout);
          watching?.close(() => resolve());
        }
      });
    });
    assert.deepEqual(anchorLists[0], ["options"]);
    assert.deepEqual(
      anchorLists.at(-1),
      readmeAnchors.map((anchor) => anchor.id),
    );
  });
});
