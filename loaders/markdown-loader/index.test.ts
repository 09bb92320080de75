import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import webpack, { type Stats } from "webpack";
import remarkHeadingIds from "../../markdown/remark-heading-ids/index.ts";
import { compile, errorMessages, getCompiler } from "../../test/helpers/compiler.ts";
import type { FrontMatter } from "./frontMatter.ts";

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const loaderPath = path.join(here, "index.ts");
const fixtures = path.join(here, "../../test/fixtures");
const fetchedFixture = path.join(fixtures, "fetched");
const packagePage = path.join(fixtures, "package-content/loaders/fixture-loader.md");

function compilerFor(fixture: string, options: object = { remarkPlugins: [remarkHeadingIds] }) {
  return getCompiler({
    context: here,
    entry: fixture.startsWith("/") ? fixture : `./test-fixtures/${fixture}`,
    // By absolute path: the output lands in a temporary folder, outside this project's node_modules.
    externals: { "react/jsx-runtime": `commonjs ${require.resolve("react/jsx-runtime")}` },
    module: { rules: [{ test: /\.mdx?$/, use: { loader: loaderPath, options } }] },
  });
}

function moduleSource(stats: import("webpack").Stats, name: string): string {
  const module = stats.toJson({ source: true, modules: true }).modules?.find((entry) => entry.name?.endsWith(name));
  return String(module?.source ?? "");
}

/** Loads the compiled page module and renders it as the prerender would. */
function renderedPage(stats: Stats): { html: string; frontMatter: FrontMatter } {
  const page = require(path.join(stats.compilation.outputOptions.path ?? "", "main.js")) as {
    default: ComponentType;
    frontMatter: FrontMatter;
  };
  return { html: renderToStaticMarkup(createElement(page.default)), frontMatter: page.frontMatter };
}

describe("markdown-loader", () => {
  it("turns Markdown with front matter into a React module", async () => {
    const stats = await compile(compilerFor("page.md"));
    assert.deepEqual(errorMessages(stats), []);
    const source = moduleSource(stats, "page.md");
    assert.match(source, /export default function MDXContent/);
    assert.match(source, /export const frontMatter = \{"title":"Fixture Page","sort":2,"related":\[\{"title":"Output"/);
    assert.match(source, /id: "first-section"/);
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

  it("reports MDX syntax errors with their line", async () => {
    const stats = await compile(compilerFor("bad-mdx.mdx"));
    const [message = ""] = errorMessages(stats);
    assert.match(message, /test-fixtures\/bad-mdx\.mdx:7(:\d+)?: /);
  });

  it("validates its options against its schema", async () => {
    const stats = await compile(compilerFor("page.md", { remarkPlugin: [] }));
    const [message = ""] = errorMessages(stats);
    assert.match(message, /Markdown loader options|has an unknown property 'remarkPlugin'/);
  });

  it("renders a page's fetched package README, with a notice and the README's links", async () => {
    const stats = await compile(
      compilerFor(packagePage, { remarkPlugins: [remarkHeadingIds], fetchedDirectory: fetchedFixture }),
    );
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
    const stats = await compile(
      compilerFor(packagePage, { remarkPlugins: [remarkHeadingIds], fetchedDirectory: emptyFetched }),
    );
    assert.deepEqual(errorMessages(stats), []);
    const { html, frontMatter } = renderedPage(stats);
    assert.match(html, /<p>Our own overview of <code>fixture-loader<\/code>, shown until its README is fetched.<\/p>/);
    assert.doesNotMatch(html, /Package README/);
    assert.equal(frontMatter.repo, "https://github.com/example/fixture-loader");
    assert.equal(frontMatter.source, undefined);
    const missing = path.join(emptyFetched, "readmes/fixture-loader.md");
    assert.ok(stats.compilation.missingDependencies.has(missing), "fetching the README later rebuilds the page");
  });

  it("compiles a page once for every compiler of the process, and again when it changes", async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "memo-"));
    const page = path.join(folder, "memo.md");
    writeFileSync(page, "---\ntitle: Memo\n---\n\nFirst text.\n");
    let compilations = 0;
    const countCompilations = () => () => void compilations++;
    const options = { remarkPlugins: [countCompilations] };
    const first = await compile(compilerFor(page, options));
    const second = await compile(compilerFor(page, options));
    assert.equal(compilations, 1);
    assert.match(renderedPage(second).html, /First text\./);
    assert.equal(moduleSource(second, "memo.md"), moduleSource(first, "memo.md"));
    writeFileSync(page, "---\ntitle: Memo\n---\n\nSecond text.\n");
    assert.match(renderedPage(await compile(compilerFor(page, options))).html, /Second text\./);
    assert.equal(compilations, 2);
    await compile(compilerFor(page, { remarkPlugins: [countCompilations, remarkHeadingIds] }));
    assert.equal(compilations, 3, "other options compile anew");
  });

  it("accepts its own hot updates and hands both versions to the hotUpdate module, in hot mode only", async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "hot-"));
    writeFileSync(path.join(folder, "hot.js"), "export default function hotUpdate() {}\n");
    const options = { hotUpdate: path.join(folder, "hot.js") };
    const hotCompiler = compilerFor("page.md", options);
    new webpack.HotModuleReplacementPlugin().apply(hotCompiler);
    const hot = await compile(hotCompiler);
    assert.deepEqual(errorMessages(hot), []);
    const source = moduleSource(hot, "page.md");
    assert.match(
      source,
      new RegExp(`import __markdownHotUpdate from ${JSON.stringify(options.hotUpdate).replace(/[/\\]/g, "\\$&")};`),
    );
    assert.match(source, /import\.meta\.webpackHot\.accept\(\);/);
    assert.match(
      source,
      /__markdownHotUpdate\(import\.meta\.webpackHot\.data\.previous, __webpack_module__\.exports\)/,
    );
    const cold = await compile(compilerFor("page.md", options));
    assert.doesNotMatch(moduleSource(cold, "page.md"), /webpackHot|__markdownHotUpdate/);
  });
});
