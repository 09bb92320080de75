import assert from "node:assert/strict";
import { appendFileSync, cpSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { ContentDirectory, ContentFile, FrontMatter } from "../../../common/content.ts";
import { ContentIndexPlugin } from "../../../plugins/content-index-plugin/index.ts";
import { compile, errorMessages, getCompiler, readOutput, requireOutput } from "../../../test/helpers/compiler.ts";
import { pagesAsText } from "../../../test/helpers/contentIndexCompiler.ts";
import { temporaryDirectory } from "../../../test/helpers/temporaryDirectory.ts";
import { mdxLoaderOptions, remarkPlugins } from "../pipeline.ts";
import { fetchedReadmes } from "./index.ts";

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, "../../..");
const fixtures = path.join(root, "test/fixtures");
const fetchedFixture = path.join(fixtures, "fetched");
const packageContent = path.join(fixtures, "package-content");
const packagePage = path.join(packageContent, "loaders/fixture-loader.md");

/** The page as the site's Markdown rule renders it: the markdown loader with `fetchedReadmes`, then @mdx-js/loader. */
async function rendered(fetchedDirectory: string) {
  const compiler = getCompiler({
    context: root,
    entry: packagePage,
    externals: { "react/jsx-runtime": `commonjs ${require.resolve("react/jsx-runtime")}` },
    module: {
      rules: [
        {
          test: /\.md$/,
          use: [
            { loader: "@mdx-js/loader", options: mdxLoaderOptions() },
            {
              loader: path.join(root, "loaders/markdown-loader/index.ts"),
              options: { transformPage: fetchedReadmes(fetchedDirectory) },
            },
          ],
        },
      ],
    },
  });
  const stats = await compile(compiler);
  assert.deepEqual(errorMessages(stats), []);
  const page = requireOutput<{ default: ComponentType; frontMatter: FrontMatter }>(stats, "main.js");
  return { stats, html: renderToStaticMarkup(createElement(page.default)), frontMatter: page.frontMatter };
}

/** The page as the site's content index reads it, with the same `fetchedReadmes`. */
async function indexed(fetchedDirectory: string): Promise<ContentFile> {
  const compiler = getCompiler({
    context: here,
    entry: path.join(root, "plugins/content-index-plugin/test-fixtures/entry.js"),
    module: pagesAsText,
    plugins: [
      new ContentIndexPlugin({
        contentDirectory: packageContent,
        editBase: "https://example.test/edit/",
        siteUrl: "https://example.test",
        siteName: "Fixtures",
        remarkPlugins,
        transformPage: fetchedReadmes(fetchedDirectory),
      }),
    ],
  });
  const stats = await compile(compiler);
  assert.deepEqual(errorMessages(stats), []);
  const index = JSON.parse(readOutput(stats, "content-index.json")) as ContentDirectory;
  const loaders = index.children.find((node) => node.name === "loaders") as ContentDirectory;
  return loaders.children.find((node) => node.name === "fixture-loader") as ContentFile;
}

/** The ids of the h2 and h3 headings of rendered HTML, the ones the sidebar lists. */
function headingIds(html: string): string[] {
  return [...html.matchAll(/<h[23] id="([^"]+)"/g)].map((match) => match[1] ?? "");
}

describe("a page with a fetched README, through the site's loader chain and content index", () => {
  it("renders the README made fit for the site, with a notice and the README's addresses", async () => {
    const { stats, html, frontMatter } = await rendered(fetchedFixture);
    assert.match(
      html,
      /<div class="callout callout-note" role="note">\s*<p class="callout-title">Package README<\/p>\s*<p>This page is the README of the <a href="https:\/\/www.npmjs.com\/package\/fixture-loader"><code>fixture-loader<\/code><\/a> package, version 1.2.3, fetched from npm on 2026-01-02.<\/p>\s*<\/div>/,
    );
    assert.ok(html.indexOf("Package README") < html.indexOf("Turns fixtures"), "the notice comes first");
    assert.match(html, /<h2 id="getting-started">Getting Started<\/h2>/);
    assert.doesNotMatch(html, /Our own overview|<script|<h1|<div align|rel="preload"/);
    assert.match(
      html,
      /<img src="https:\/\/raw.githubusercontent.com\/[^"]+\/docs\/diagram.png" alt="diagram" loading="lazy"\/>/,
    );
    assert.deepEqual(
      { source: frontMatter.source, edit: frontMatter.edit, repo: frontMatter.repo },
      {
        source: "https://raw.githubusercontent.com/example/fixture-loader/HEAD/README.md",
        edit: "https://github.com/example/fixture-loader/edit/main/README.md",
        repo: "https://github.com/example/fixture-loader",
      },
    );
    const readme = path.join(fetchedFixture, "readmes/fixture-loader.md");
    assert.ok(stats.compilation.fileDependencies.has(readme), "the README is a file dependency of the page");
  });

  it("indexes the headings and addresses the page renders", async () => {
    const [{ html, frontMatter }, page] = await Promise.all([rendered(fetchedFixture), indexed(fetchedFixture)]);
    assert.deepEqual(
      page.anchors.map((anchor) => anchor.id),
      headingIds(html),
    );
    assert.deepEqual(
      page.anchors.map((anchor) => anchor.id),
      ["getting-started", "options", "mode", "license"],
    );
    assert.deepEqual(
      { source: page.source, edit: page.edit, repo: page.repo },
      { source: frontMatter.source, edit: frontMatter.edit, repo: frontMatter.repo },
    );
  });

  // The site's pipeline links only addresses written as links and fails a page on a bare one;
  // a README is written back as Markdown with each address GFM linked written as a link.
  it("renders and indexes a README's bare address as a link", async () => {
    const fetched = temporaryDirectory("fetched");
    cpSync(fetchedFixture, fetched, { recursive: true });
    appendFileSync(path.join(fetched, "readmes/fixture-loader.md"), "\nReleases: https://example.test/releases.\n");
    const [{ html }, page] = await Promise.all([rendered(fetched), indexed(fetched)]);
    assert.match(html, /Releases: <a href="https:\/\/example.test\/releases">https:\/\/example.test\/releases<\/a>\./);
    assert.deepEqual(
      page.anchors.map((anchor) => anchor.id),
      headingIds(html),
    );
  });

  it("renders and indexes the page's own text while the README is not fetched", async () => {
    const empty = temporaryDirectory("fetched");
    const [{ stats, html, frontMatter }, page] = await Promise.all([rendered(empty), indexed(empty)]);
    assert.match(html, /<p>Our own overview of <code>fixture-loader<\/code>, shown until its README is fetched.<\/p>/);
    assert.doesNotMatch(html, /Package README/);
    assert.equal(frontMatter.repo, "https://github.com/example/fixture-loader");
    assert.equal(frontMatter.source, undefined);
    assert.deepEqual(
      page.anchors.map((anchor) => anchor.id),
      headingIds(html),
    );
    const missing = path.join(empty, "readmes/fixture-loader.md");
    assert.ok(stats.compilation.missingDependencies.has(missing), "fetching the README later rebuilds the page");
  });
});
