import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import type { Stats } from "webpack";
import { compile, errorMessages, getCompiler, readOutput, requireOutput } from "../../test/helpers/compiler.ts";
import { ContentIndexPlugin, type ContentIndexPluginOptions } from "./index.ts";
import type { ContentDirectory, ContentFile, ContentNode } from "../../common/content.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtureContent = path.join(here, "../../test/fixtures/content");

/** A private copy of the fixture content, so a test may change it. */
function copyOfFixture(): string {
  const directory = mkdtempSync(path.join(os.tmpdir(), "content-"));
  cpSync(fixtureContent, directory, { recursive: true });
  return directory;
}

function compilerFor(options: Partial<ContentIndexPluginOptions> & { contentDirectory: string }) {
  return getCompiler({
    context: here,
    entry: "./test-fixtures/entry.js",
    plugins: [new ContentIndexPlugin({ editBase: "https://example.test/edit/", ...options })],
  });
}

function emittedFile(stats: Stats, name: string): string {
  return readOutput(stats, name);
}

function emittedIndex(stats: Stats): ContentDirectory {
  return JSON.parse(emittedFile(stats, "content-index.json")) as ContentDirectory;
}

function child(directory: ContentDirectory, name: string): ContentNode {
  const found = directory.children.find((node) => node.name === name);
  assert.ok(found, `${name} is in ${directory.name}`);
  return found;
}

describe("ContentIndexPlugin", () => {
  it("emits the content index with every field, sorted index first, then by sort", async () => {
    const stats = await compile(compilerFor({ contentDirectory: fixtureContent }));
    assert.deepEqual(errorMessages(stats), []);
    const root = emittedIndex(stats);
    const concepts = child(root, "concepts") as ContentDirectory;
    assert.deepEqual(
      concepts.children.map((node) => node.name),
      ["index", "entry-points", "output"],
    );
    const index = concepts.children[0] as ContentFile;
    assert.equal(index.url, "/concepts/");
    assert.equal(index.title, "Concepts");
    assert.equal(index.extension, ".md");
    assert.equal(index.type, "file");
    assert.equal(index.edit, `https://example.test/edit/${index.path}`);
    assert.deepEqual(index.anchors, [
      { title: "Entry", id: "entry", level: 2 },
      { title: "Several entries", id: "several-entries", level: 3 },
      { title: "Output", id: "output", level: 2 },
    ]);
    assert.ok(index.size > 0 && concepts.size >= index.size);
    const entryPoints = concepts.children[1] as ContentFile;
    assert.deepEqual(entryPoints.related, [{ title: "Output", url: "/concepts/#output" }]);
    assert.match(emittedFile(stats, "sitemap.xml"), /<loc>https:\/\/webpack\.js\.org\/concepts\/entry-points\/<\/loc>/);
    assert.match(emittedFile(stats, "blog/atom.xml"), /<feed/);
  });

  it("lists the sitemapRoutes in sitemap.xml before the content pages", async () => {
    const stats = await compile(compilerFor({ contentDirectory: fixtureContent, sitemapRoutes: ["/", "/vote/"] }));
    const locations = [...emittedFile(stats, "sitemap.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    assert.deepEqual(locations.slice(0, 2), ["https://webpack.js.org/", "https://webpack.js.org/vote/"]);
    assert.ok(locations.includes("https://webpack.js.org/concepts/entry-points/"));
    assert.equal(new Set(locations).size, locations.length);
  });

  it("exposes the sections and their navigation as virtual modules", async () => {
    const stats = await compile(compilerFor({ contentDirectory: fixtureContent }));
    const { sections, sectionLoaders } = requireOutput<{
      sections: { name: string; title: string }[];
      sectionLoaders: Record<string, () => Promise<unknown>>;
    }>(stats, "main.js");
    assert.deepEqual(
      sections.map((section) => [section.name, section.title]),
      [
        ["", "webpack"],
        ["concepts", "Concepts"],
        ["guides", "Guides"],
      ],
    );
    const navigation = (await sectionLoaders.concepts?.()) as { default: { url: string }[] };
    assert.deepEqual(
      navigation.default.map((page) => page.url),
      ["/concepts/", "/concepts/entry-points/", "/concepts/output/"],
    );
  });

  it("fails the build on a broken link or anchor, naming the file and line", async () => {
    const content = copyOfFixture();
    writeFileSync(
      path.join(content, "guides/broken.md"),
      "---\ntitle: Broken\n---\n\nSee [nothing](/nowhere/).\n\nAnd [a missing anchor](/concepts/#no-such-heading).\n",
    );
    const stats = await compile(compilerFor({ contentDirectory: content }));
    assert.deepEqual(
      errorMessages(stats).sort(),
      [
        'guides/broken.md:5: broken link "/nowhere/": no page at /nowhere/',
        'guides/broken.md:7: broken link "/concepts/#no-such-heading": /concepts/ has no heading or anchor "#no-such-heading"',
      ].map((message) => `${path.relative(here, content)}/${message}`),
    );
  });

  it("fails the build on bad front matter, naming the file and line", async () => {
    const content = copyOfFixture();
    writeFileSync(path.join(content, "guides/bad.md"), "---\ntitle: Bad\nsort: first\n---\n\nBody.\n");
    const stats = await compile(compilerFor({ contentDirectory: content }));
    assert.deepEqual(errorMessages(stats), [
      `${path.relative(here, content)}/guides/bad.md:3: front matter: "sort" must be a number`,
    ]);
  });

  it("sorts blog posts newest first", async () => {
    const content = copyOfFixture();
    cpSync(path.join(here, "../../test/fixtures/blog"), path.join(content, "blog"), { recursive: true });
    const stats = await compile(compilerFor({ contentDirectory: content }));
    const blog = child(emittedIndex(stats), "blog") as ContentDirectory;
    assert.deepEqual(
      blog.children.map((node) => node.name),
      ["index", "2021-03-01-newer", "2020-10-10-older"],
    );
    const feed = emittedFile(stats, "blog/feed.xml");
    assert.ok(feed.indexOf("Newer post") > 0 && feed.indexOf("Newer post") < feed.indexOf("Older post"));
  });

  it("rebuilds the index in watch mode when a page changes", async () => {
    const content = copyOfFixture();
    const file = path.join(content, "guides/index.md");
    const compiler = compilerFor({ contentDirectory: content });
    const titles: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const timeout = setTimeout(
        () => reject(new Error(`no rebuild with the new title: ${titles.join(", ")}`)),
        20_000,
      );
      const watching = compiler.watch({ aggregateTimeout: 50 }, (error, stats) => {
        if (error || !stats) return reject(error ?? new Error("no stats"));
        const guides = child(emittedIndex(stats), "guides") as ContentDirectory;
        titles.push((guides.children[0] as ContentFile).title);
        if (titles.length === 1) {
          setTimeout(
            () => writeFileSync(file, readFileSync(file, "utf8").replace("title: Guides", "title: Walk-throughs")),
            300,
          );
        } else if (titles.at(-1) === "Walk-throughs") {
          clearTimeout(timeout);
          watching?.close(() => resolve());
        }
      });
    });
    assert.equal(titles[0], "Guides");
    assert.equal(titles.at(-1), "Walk-throughs");
  });

  it("validates its options", () => {
    assert.throws(
      () => new ContentIndexPlugin({ contentDirectory: "relative/path", editBase: "x" }),
      /options\.contentDirectory: The provided value "relative\/path" is not an absolute path!/,
    );
  });
});
