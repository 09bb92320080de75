import assert from "node:assert/strict";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { NormalModule, Stats } from "webpack";
import { pageRecordLoader } from "../../plugins/content-index-plugin/index.ts";
import { pageContentOf } from "../../plugins/content-index-plugin/pageRecords.ts";
import { compile, errorMessages, getCompiler, requireOutput } from "../../test/helpers/compiler.ts";

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const contentDirectory = path.join(here, "test-fixtures/content");
const siteUrl = "https://docs.example.test";

/** One worker process, as the production build runs pages (webpack.content.ts), started for each test compilation. */
const threadLoader = {
  loader: "thread-loader",
  options: { name: "mdx-page-loader-test", workers: 1, poolTimeout: 100, workerNodeArgs: ["--import=tsx"] },
};

/** The site's page chain: the record loader, then (in a worker, or not) this loader after the markdown loader. */
function compilerFor(
  page: string,
  { inWorker, options = { contentDirectory, siteUrl } }: { inWorker: boolean; options?: object },
) {
  return getCompiler({
    context: contentDirectory,
    entry: `./${page}`,
    externals: { "react/jsx-runtime": `commonjs ${require.resolve("react/jsx-runtime")}` },
    module: {
      rules: [
        {
          test: /\.mdx?$/,
          use: [
            pageRecordLoader,
            ...(inWorker ? [threadLoader] : []),
            { loader: path.join(here, "index.ts"), options },
            path.join(here, "../markdown-loader/index.ts"),
          ],
        },
      ],
    },
  });
}

function pageModule(stats: Stats, page: string): NormalModule {
  const resource = path.join(contentDirectory, page);
  const found = [...stats.compilation.modules].find((module) => (module as NormalModule).resource === resource);
  assert.ok(found, `no module for ${page}`);
  return found as NormalModule;
}

function renderedPage(stats: Stats): string {
  const page = requireOutput<{ default: ComponentType }>(stats, "main.js");
  return renderToStaticMarkup(createElement(page.default));
}

describe("mdx-page-loader", () => {
  for (const inWorker of [false, true]) {
    describe(inWorker ? "in a thread-loader worker" : "in the build's process", () => {
      it("compiles the page with the site's pipeline", async () => {
        const stats = await compile(compilerFor("guides/getting-started.md", { inWorker }));
        assert.deepEqual(errorMessages(stats), []);
        const html = renderedPage(stats);
        assert.match(html, /<h2 id="first-steps">First Steps<\/h2>/);
        // The site's code blocks: highlighted, with npm/yarn/pnpm/Bun tabs for an install command.
        assert.match(html, /role="tablist"/);
      });

      it("hands the content index's record of the page to its module's build info", async () => {
        const stats = await compile(compilerFor("guides/getting-started.md", { inWorker }));
        const record = pageContentOf(pageModule(stats, "guides/getting-started.md"));
        assert.ok(record, "the module has no record of the page");
        assert.equal(record.frontMatter.title, "Getting Started");
        assert.deepEqual(
          record.anchors.map((anchor) => [anchor.title, anchor.id]),
          [
            ["First Steps", "first-steps"],
            ["Configuration", "configuration"],
          ],
        );
        assert.deepEqual([...record.ids].sort(), ["configuration", "first-steps"]);
        assert.ok(record.internalLinks.some((link) => link.url === "/concepts/output/#naming"));
      });

      it("fails the page's module with the MDX error and its line", async () => {
        const stats = await compile(compilerFor("guides/broken.mdx", { inWorker }));
        const [message = ""] = errorMessages(stats);
        assert.match(message, /broken\.mdx:.*Expected a closing tag for `<div>` \(7:1/);
        assert.equal(pageContentOf(pageModule(stats, "guides/broken.mdx")), undefined);
      });
    });
  }

  it("fails the module when an option is missing", async () => {
    const stats = await compile(
      compilerFor("guides/getting-started.md", { inWorker: false, options: { contentDirectory } }),
    );
    const [message = ""] = errorMessages(stats);
    assert.match(
      message,
      /MDX page loader has been initialized using an options object that does not match the API schema/,
    );
    assert.match(message, /misses the property 'siteUrl'/);
  });
});
