import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Stats } from "webpack";
import remarkFrontmatter from "remark-frontmatter";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import rehypeLazyImages from "../../markdown/rehype-lazy-images/index.ts";
import remarkAlerts from "../../markdown/remark-alerts/index.ts";
import remarkHeadingIds from "../../markdown/remark-heading-ids/index.ts";
import { compile, errorMessages, getCompiler, requireOutput } from "../../test/helpers/compiler.ts";
import type { FrontMatter } from "../../common/content.ts";

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const loaderPath = path.join(here, "index.ts");
const fixtures = path.join(here, "../../test/fixtures");
const fetchedFixture = path.join(fixtures, "fetched");
const packagePage = path.join(fixtures, "package-content/loaders/fixture-loader.md");

/** The site's chain, as webpack.shared.ts sets it up: this loader first, then @mdx-js/loader. */
function mdxLoader() {
  return {
    loader: "@mdx-js/loader",
    options: {
      jsxImportSource: "react",
      remarkPlugins: [
        remarkFrontmatter,
        [remarkMdxFrontmatter, { name: "frontMatter" }],
        remarkHeadingIds,
        remarkAlerts,
      ],
      rehypePlugins: [rehypeLazyImages],
    },
  };
}

function compilerFor(fixture: string, options: object = {}, next: object = mdxLoader()) {
  return getCompiler({
    context: here,
    entry: fixture.startsWith("/") ? fixture : `./test-fixtures/${fixture}`,
    // By absolute path: the output lands in a temporary folder, outside this project's node_modules.
    externals: { "react/jsx-runtime": `commonjs ${require.resolve("react/jsx-runtime")}` },
    module: { rules: [{ test: /\.mdx?$/, use: [next, { loader: loaderPath, options }] }] },
  });
}

/** What this loader hands to the next one, exported as is by a stand-in for @mdx-js/loader. */
async function handedOn(fixture: string, options: object = {}): Promise<string> {
  const stats = await compile(
    compilerFor(fixture, options, { loader: path.join(here, "test-fixtures/source-loader.cjs") }),
  );
  assert.deepEqual(errorMessages(stats), []);
  return requireOutput<{ default: string }>(stats, "main.js").default;
}

/** Loads the compiled page module and renders it as the prerender would. */
function renderedPage(stats: Stats): { html: string; frontMatter: FrontMatter } {
  const page = requireOutput<{
    default: ComponentType;
    frontMatter: FrontMatter;
  }>(stats, "main.js");
  return { html: renderToStaticMarkup(createElement(page.default)), frontMatter: page.frontMatter };
}

describe("markdown-loader", () => {
  it("hands on the page as Markdown, its front matter validated, on the lines it came from", async () => {
    const text = await handedOn("page.md");
    const lines = text.split("\n");
    assert.equal(lines[0], "---");
    assert.deepEqual(JSON.parse(lines[1] ?? ""), {
      title: "Fixture Page",
      sort: 2,
      related: [{ title: "Output", url: "/concepts/output/" }],
    });
    // In the file, "Intro text." is line 9 and the section heading line 11: so they stay.
    assert.equal(lines[7], "---", "the block ends right before the body");
    assert.equal(lines[8], "Intro text.");
    assert.equal(lines[10], "## First Section");
  });

  it("is compiled by @mdx-js/loader into a React module that exports the front matter", async () => {
    const stats = await compile(compilerFor("page.md"));
    assert.deepEqual(errorMessages(stats), []);
    const { html, frontMatter } = renderedPage(stats);
    assert.deepEqual(frontMatter, {
      title: "Fixture Page",
      sort: 2,
      related: [{ title: "Output", url: "/concepts/output/" }],
    });
    assert.match(html, /<h2 id="first-section">First Section<\/h2>/);
    assert.match(html, /<aside class="callout callout-warning">/);
  });

  it("fails with the file and line when a required field is missing", async () => {
    const stats = await compile(compilerFor("no-title.md"));
    const [message = ""] = errorMessages(stats);
    assert.match(message, /test-fixtures\/no-title\.md:2: front matter: "title" is required/);
  });

  it("fails with the file and line of malformed YAML", async () => {
    const stats = await compile(compilerFor("bad-yaml.md"));
    const [message = ""] = errorMessages(stats);
    assert.match(message, /test-fixtures\/bad-yaml\.md:3(:\d+)?: front matter: invalid YAML/);
  });

  it("keeps the lines true for @mdx-js/loader's own errors", async () => {
    const stats = await compile(compilerFor("bad-mdx.mdx"));
    const [message = ""] = errorMessages(stats);
    // MDX names the place in its message: the seventh line, as in the file.
    assert.match(message, /bad-mdx\.mdx:.*\(7:1-7:6\)/);
  });

  it("validates its options against its schema", async () => {
    const stats = await compile(compilerFor("page.md", { remarkPlugins: [] }));
    const [message = ""] = errorMessages(stats);
    assert.match(message, /Markdown loader options|has an unknown property 'remarkPlugins'/);
  });

  it("rejects a fetchedDirectory that is not an absolute path", async () => {
    const stats = await compile(compilerFor("page.md", { fetchedDirectory: "relative/folder" }));
    const [message = ""] = errorMessages(stats);
    assert.match(message, /fetchedDirectory/);
  });

  it("renders a page's fetched package README, with a notice and the README's links", async () => {
    const stats = await compile(compilerFor(packagePage, { fetchedDirectory: fetchedFixture }));
    assert.deepEqual(errorMessages(stats), []);
    const { html, frontMatter } = renderedPage(stats);
    assert.match(
      html,
      /<aside class="callout callout-note">\s*<p class="callout-title">Package README<\/p>\s*<p>This page is the README of the <a href="https:\/\/www.npmjs.com\/package\/fixture-loader"><code>fixture-loader<\/code><\/a> package, version 1.2.3, fetched from npm on 2026-01-02.<\/p>\s*<\/aside>/,
    );
    assert.ok(html.indexOf("Package README") < html.indexOf("Turns fixtures"), "the notice comes first");
    assert.match(html, /Turns fixtures into modules\./);
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

  it("renders the page's own text while its package's README is not fetched", async () => {
    const emptyFetched = mkdtempSync(path.join(os.tmpdir(), "fetched-"));
    const stats = await compile(compilerFor(packagePage, { fetchedDirectory: emptyFetched }));
    assert.deepEqual(errorMessages(stats), []);
    const { html, frontMatter } = renderedPage(stats);
    assert.match(html, /<p>Our own overview of <code>fixture-loader<\/code>, shown until its README is fetched.<\/p>/);
    assert.doesNotMatch(html, /Package README/);
    assert.equal(frontMatter.repo, "https://github.com/example/fixture-loader");
    assert.equal(frontMatter.source, undefined);
    const missing = path.join(emptyFetched, "readmes/fixture-loader.md");
    assert.ok(stats.compilation.missingDependencies.has(missing), "fetching the README later rebuilds the page");
  });
});
