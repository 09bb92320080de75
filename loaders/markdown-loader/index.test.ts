import assert from "node:assert/strict";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Stats } from "webpack";
import type { FrontMatter } from "../../common/content.ts";
import type { PageText } from "../../markdown/site/content-page/index.ts";
import { mdxLoaderOptions } from "../../markdown/site/pipeline.ts";
import { compile, errorMessages, getCompiler, requireOutput } from "../../test/helpers/compiler.ts";
import type { MarkdownLoaderOptions } from "./index.ts";

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const loaderPath = path.join(here, "index.ts");
const fixtures = path.join(here, "test-fixtures");

/** The site's chain, as its markdown rule sets it up: this loader first, then @mdx-js/loader with the site's pipeline. */
function mdxLoader() {
  return { loader: "@mdx-js/loader", options: mdxLoaderOptions() };
}

/** A stand-in for @mdx-js/loader that exports what this loader handed it, as a string. */
const sourceLoader = { loader: path.join(fixtures, "source-loader.cjs") };

function compilerFor(fixture: string, options: object = {}, next: object = mdxLoader()) {
  return getCompiler({
    context: here,
    entry: `./test-fixtures/${fixture}`,
    // By absolute path: the output runs from memory, outside any node_modules.
    externals: { "react/jsx-runtime": `commonjs ${require.resolve("react/jsx-runtime")}` },
    module: { rules: [{ test: /\.mdx?$/, use: [next, { loader: loaderPath, options }] }] },
  });
}

/** What this loader hands to the next one. */
async function handedOn(fixture: string, options: MarkdownLoaderOptions = {}): Promise<string> {
  const stats = await compile(compilerFor(fixture, options, sourceLoader));
  assert.deepEqual(errorMessages(stats), []);
  return requireOutput<{ default: string }>(stats, "main.js").default;
}

/** The front matter line and the body of what this loader hands on. */
function handedOnParts(text: string): { frontMatter: unknown; body: string } {
  const [, json = "", body = ""] = /^---\n(.*)\n\n*---\n([\s\S]*)$/.exec(text) ?? [];
  return { frontMatter: JSON.parse(json), body };
}

/** Loads the compiled page module and renders it as the prerender would. */
function renderedPage(stats: Stats): { html: string; frontMatter: FrontMatter } {
  const page = requireOutput<{
    default: ComponentType;
    frontMatter: FrontMatter;
  }>(stats, "main.js");
  return { html: renderToStaticMarkup(createElement(page.default)), frontMatter: page.frontMatter };
}

async function firstError(fixture: string, options: object = {}, next?: object): Promise<string> {
  const [message = ""] = errorMessages(await compile(compilerFor(fixture, options, next)));
  return message;
}

describe("markdown-loader", () => {
  it("hands on the page as Markdown, its front matter validated, on the lines it came from", async () => {
    const lines = (await handedOn("page.md")).split("\n");
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
    assert.match(html, /<div class="callout callout-warning" role="note">/);
  });

  describe("errors", () => {
    it("fails with the file and line when a required field is missing", async () => {
      assert.match(await firstError("no-title.md"), /test-fixtures\/no-title\.md:2: front matter: "title" is required/);
    });

    it("fails with the file and line of malformed YAML", async () => {
      assert.match(await firstError("bad-yaml.md"), /test-fixtures\/bad-yaml\.md:3(:\d+)?: front matter: invalid YAML/);
    });

    it("keeps the lines true for @mdx-js/loader's own errors", async () => {
      // MDX names the place in its message: the seventh line, as in the file.
      assert.match(await firstError("bad-mdx.mdx"), /bad-mdx\.mdx:.*\(7:1-7:6\)/);
    });
  });

  describe("examplesDirectory", () => {
    const examplesDirectory = path.join(fixtures, "examples");

    it("accepts an example that is a project of the folder", async () => {
      const { frontMatter } = handedOnParts(await handedOn("with-example.md", { examplesDirectory }));
      assert.deepEqual(frontMatter, { title: "Walkthrough", sort: 1, example: "demo" });
    });

    it("fails with the file and line on an example the folder does not hold", async () => {
      const message = await firstError("with-missing-example.md", { examplesDirectory }, sourceLoader);
      assert.match(
        message,
        /^Module build failed \(from \.\/index\.ts\):\ntest-fixtures\/with-missing-example\.md:4: front matter: "example" names examples\/missing, which is not a project with a package\.json$/,
      );
    });

    it("checks only the example's form without the option", async () => {
      const { frontMatter } = handedOnParts(await handedOn("with-missing-example.md"));
      assert.equal((frontMatter as FrontMatter).example, "missing");
    });
  });

  describe("transformPage", () => {
    const readme = path.join(fixtures, "page.md");
    const notYet = path.join(fixtures, "not-yet.md");
    const replaceBody = (page: PageText) => ({
      frontMatter: { ...page.frontMatter, source: "https://example.test/README.md" },
      body: "## From Elsewhere\n\nAnother text.\n",
      dependencies: { files: [readme], missing: [notYet] },
    });

    it("gets the page once its front matter is valid, with the page's file", async () => {
      const seen: [PageText, string][] = [];
      await handedOn("with-example.md", {
        transformPage: (page, filePath) => {
          seen.push([page, filePath]);
          return { ...page, dependencies: { files: [], missing: [] } };
        },
      });
      assert.deepEqual(seen, [
        [
          {
            frontMatter: { title: "Walkthrough", sort: 1, example: "demo" },
            body: "\n\n\n\n\n\nWe build the demo project.\n",
          },
          path.join(fixtures, "with-example.md"),
        ],
      ]);
    });

    it("hands on the page it gives back, which @mdx-js/loader compiles", async () => {
      const { frontMatter, body } = handedOnParts(await handedOn("page.md", { transformPage: replaceBody }));
      assert.equal((frontMatter as FrontMatter).source, "https://example.test/README.md");
      assert.equal(body, "## From Elsewhere\n\nAnother text.\n");
      const stats = await compile(compilerFor("page.md", { transformPage: replaceBody }));
      assert.match(renderedPage(stats).html, /^<h2 id="from-elsewhere">From Elsewhere<\/h2>\n<p>Another text.<\/p>$/);
    });

    it("declares the files the page was made from and those it looked for, so they rebuild it", async () => {
      const stats = await compile(compilerFor("page.md", { transformPage: replaceBody }, sourceLoader));
      assert.ok(stats.compilation.fileDependencies.has(readme));
      assert.ok(stats.compilation.missingDependencies.has(notYet));
    });

    it("is not called for a page whose front matter fails", async () => {
      let called = false;
      const message = await firstError("no-title.md", {
        transformPage: (page: PageText) => {
          called = true;
          return { ...page, dependencies: { files: [], missing: [] } };
        },
      });
      assert.match(message, /"title" is required/);
      assert.equal(called, false);
    });

    it("fails the module with the error it throws", async () => {
      const message = await firstError("page.md", {
        transformPage: () => {
          throw new Error("the README's metadata is broken");
        },
      });
      assert.match(message, /the README's metadata is broken/);
    });
  });

  describe("options", () => {
    for (const [name, options, expected] of [
      ["an option is unknown", { fetchedDirectory: "/tmp" }, /has an unknown property 'fetchedDirectory'/],
      [
        "examplesDirectory is relative",
        { examplesDirectory: "examples" },
        /options\.examplesDirectory: The provided value "examples" is not an absolute path!/,
      ],
      [
        "transformPage is not a function",
        { transformPage: "fetched" },
        /options\.transformPage should be an instance of function/,
      ],
    ] as const) {
      it(`fails the module when ${name}`, async () => {
        const message = await firstError("page.md", options);
        assert.match(
          message,
          /Markdown loader has been initialized using an options object that does not match the API schema/,
        );
        assert.match(message, expected);
      });
    }
  });
});
