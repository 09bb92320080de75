import assert from "node:assert/strict";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import remarkGeneratedBlocks from "../../markdown/plugins/remark-generated-blocks/index.ts";
import { remarkPlugins } from "../../markdown/site/pipeline.ts";
import { compile, errorMessages, readOutput } from "../../test/helpers/compiler.ts";
import { contentIndexCompiler, fixtureContent } from "../../test/helpers/contentIndexCompiler.ts";
import { temporaryDirectory } from "../../test/helpers/temporaryDirectory.ts";
import type { ContentIndexPluginOptions, IndexedFile } from "../content-index-plugin/index.ts";
import { LlmsTxtPlugin, type LlmsTxtPluginOptions } from "./index.ts";
import { pageDocument } from "./llmsText.ts";

const REQUIRED_OPTIONS = { siteUrl: "https://webpack.js.org", siteName: "Fixture Docs" } satisfies LlmsTxtPluginOptions;

/** The plugin beside a content index; the index's siteUrl makes the pages' links absolute. */
function compilerFor(
  options: Partial<LlmsTxtPluginOptions> = {},
  indexOptions: Partial<ContentIndexPluginOptions> = {},
) {
  return contentIndexCompiler([new LlmsTxtPlugin({ ...REQUIRED_OPTIONS, ...options })], indexOptions);
}

describe("LlmsTxtPlugin", () => {
  it("emits each page as Markdown at its address plus index.md, as written, with links absolute", async () => {
    const content = temporaryDirectory("content");
    cpSync(fixtureContent, content, { recursive: true });
    writeFileSync(
      path.join(content, "concepts/links.md"),
      [
        "---",
        "title: Links",
        "description: Every kind of link.",
        "---",
        "",
        "See [the *concepts*](/concepts/), [a heading](#below), [a sibling](../output/), [webpack](https://webpack.js.org/) and <https://github.com/webpack>.",
        "",
        '[![Logo](/logo.png)](/guides/ "Guides")',
        "",
        "[Reference][ref] and ![image][diagram].",
        "",
        '[ref]: /guides/getting-started/ "Getting Started"',
        "[diagram]: ./diagram.png",
        "",
        "> [!NOTE]",
        "> Kept _as written_.",
        "",
        "| Page | Note |",
        "| :-- | --- |",
        '| [output](../output/ "a \\| b") | x |',
        "",
        "```generated",
        "sample",
        "```",
        "",
        "## Below",
        "",
        "Text.",
        "",
      ].join("\n"),
    );
    const sample = () => "| Name | Link |\n| --- | --- |\n| `a` | [guide](/guides/) |";
    const stats = await compile(
      compilerFor(
        {},
        {
          contentDirectory: content,
          // The site's pipeline, its generators swapped for the test's one.
          remarkPlugins: remarkPlugins.map((plugin) =>
            Array.isArray(plugin) && plugin[0] === remarkGeneratedBlocks
              ? [remarkGeneratedBlocks, { generators: { sample } }]
              : plugin,
          ),
        },
      ),
    );
    assert.deepEqual(errorMessages(stats), []);
    assert.equal(
      readOutput(stats, "concepts/links/index.md"),
      [
        "# Links",
        "",
        "> Every kind of link.",
        "",
        "See [the *concepts*](https://webpack.js.org/concepts/), [a heading](https://webpack.js.org/concepts/links/#below), [a sibling](https://webpack.js.org/concepts/output/), [webpack](https://webpack.js.org/) and <https://github.com/webpack>.",
        "",
        '[![Logo](https://webpack.js.org/logo.png)](https://webpack.js.org/guides/ "Guides")',
        "",
        "[Reference][ref] and ![image][diagram].",
        "",
        '[ref]: https://webpack.js.org/guides/getting-started/ "Getting Started"',
        "[diagram]: https://webpack.js.org/concepts/links/diagram.png",
        "",
        "> [!NOTE]",
        "> Kept _as written_.",
        "",
        "| Page | Note |",
        "| :-- | --- |",
        '| [output](https://webpack.js.org/concepts/output/ "a \\| b") | x |',
        "",
        "| Name | Link |",
        "| --- | --- |",
        "| `a` | [guide](https://webpack.js.org/guides/) |",
        "",
        "## Below",
        "",
        "Text.",
        "",
      ].join("\n"),
    );
    assert.equal(
      readOutput(stats, "concepts/index.md").split("\n").slice(0, 5).join("\n"),
      "# Concepts\n\n> The ideas webpack is built on.\n\nwebpack reads your [entry points](https://webpack.js.org/concepts/entry-points/) and builds a graph.",
    );
  });

  it("emits llms.txt: the site's name and summary, then each section's pages, linked to their Markdown", async () => {
    const stats = await compile(
      compilerFor(
        { siteUrl: "https://docs.example.org", siteName: "Example", siteDescription: "Documentation for tests." },
        { siteUrl: "https://docs.example.org" },
      ),
    );
    assert.equal(
      readOutput(stats, "llms.txt"),
      [
        "# Example",
        "",
        "> Documentation for tests.",
        "",
        "Each link leads to a page in Markdown; the same address without `index.md` is the page on the web. All pages in one file: https://docs.example.org/llms-full.txt",
        "",
        "## Concepts",
        "",
        "- [Concepts](https://docs.example.org/concepts/index.md): The ideas webpack is built on.",
        "- [Entry Points](https://docs.example.org/concepts/entry-points/index.md)",
        "- [Output](https://docs.example.org/concepts/output/index.md)",
        "",
        "## Guides",
        "",
        "- [Guides](https://docs.example.org/guides/index.md)",
        "- [Getting Started](https://docs.example.org/guides/getting-started/index.md)",
        "",
      ].join("\n"),
    );
  });

  it("emits llms-full.txt: every page's Markdown in the order of llms.txt, each with its address", async () => {
    const stats = await compile(compilerFor());
    const full = readOutput(stats, "llms-full.txt");
    // Without a siteDescription, the site's name stands alone above the first page.
    assert.ok(full.startsWith("# Fixture Docs\n\n# Concepts\n\nSource: "), full.slice(0, 200));
    const urls = ["/concepts/", "/concepts/entry-points/", "/concepts/output/", "/guides/", "/guides/getting-started/"];
    const positions = urls.map((url) => {
      const page = readOutput(stats, `${url.slice(1)}index.md`);
      const [title = "", ...rest] = page.split("\n\n");
      const withSource = [title, `Source: https://webpack.js.org${url}`, ...rest].join("\n\n");
      assert.ok(full.includes(withSource), `llms-full.txt holds ${url}`);
      return full.indexOf(withSource);
    });
    assert.deepEqual(
      positions,
      [...positions].sort((a, b) => a - b),
    );
    assert.equal(full.match(/^Source: /gm)?.length, urls.length);
  });

  it("while watching, writes again only the files an edit changed", async () => {
    const content = temporaryDirectory("content");
    cpSync(fixtureContent, content, { recursive: true });
    const edited = path.join(content, "guides/getting-started.md");
    const compiler = compilerFor({}, { contentDirectory: content });
    const writtenPerCompilation: string[][] = [];
    compiler.hooks.thisCompilation.tap("test", () => writtenPerCompilation.push([]));
    compiler.hooks.assetEmitted.tap("test", (file) => writtenPerCompilation.at(-1)?.push(file));
    await new Promise<void>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error("no rebuild after the edit")), 20_000);
      const watching = compiler.watch({ aggregateTimeout: 50 }, (error, stats) => {
        if (error || !stats) return reject(error ?? new Error("no stats"));
        assert.deepEqual(errorMessages(stats), []);
        if (writtenPerCompilation.length === 1) {
          setTimeout(() => writeFileSync(edited, `${readFileSync(edited, "utf8")}\nOne more step.\n`), 300);
        } else if (writtenPerCompilation.at(-1)?.includes("llms-full.txt")) {
          // The compilation of the edit (the watcher may start one before it, for the fresh copy).
          clearTimeout(timeout);
          watching?.close(() => resolve());
        }
      });
    });
    assert.ok(writtenPerCompilation[0]?.includes("concepts/output/index.md"));
    assert.deepEqual(
      writtenPerCompilation
        .at(-1)
        ?.filter((file) => !file.endsWith(".js"))
        .sort(),
      ["guides/getting-started/index.md", "llms-full.txt"],
    );
  });

  it("writes every address of a page's Markdown on the siteUrl's origin", async () => {
    const siteUrl = "https://docs.example.org";
    const stats = await compile(compilerFor({ siteUrl }, { siteUrl }));
    const addresses = [...readOutput(stats, "concepts/index.md").matchAll(/\]\(([^)]+)\)/g)].map(
      (match) => match[1] ?? "",
    );
    assert.ok(addresses.length > 0, addresses.join(" "));
    for (const address of addresses) assert.ok(address.startsWith(`${siteUrl}/`), address);
  });

  describe("options", () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ["siteUrl is missing", { siteUrl: undefined }, /options misses the property 'siteUrl'/],
      ["siteUrl is no address", { siteUrl: "example.org" }, /options\.siteUrl should match format "uri"/],
      ["siteName is empty", { siteName: "" }, /options\.siteName should be a non-empty string/],
      ["siteDescription is empty", { siteDescription: "" }, /options\.siteDescription should be a non-empty string/],
      ["an option is unknown", { full: false }, /options has an unknown property 'full'/],
    ];
    for (const [name, change, message] of cases) {
      it(`rejects its options when ${name}`, () => {
        const options = Object.fromEntries(
          Object.entries({ ...REQUIRED_OPTIONS, ...change }).filter(([, value]) => value !== undefined),
        );
        assert.throws(() => new LlmsTxtPlugin(options as unknown as LlmsTxtPluginOptions), message);
      });
    }
  });
});

describe("pageDocument", () => {
  const parsed = { markdown: "Text of the page." } as IndexedFile["parsed"];
  const fileWith = (node: Partial<IndexedFile["node"]>) =>
    ({ node: { url: "/concepts/", title: "Concepts", ...node }, parsed, absolutePath: "/c.md" }) as IndexedFile;

  it("makes a page's copy once per parse, and again when what else it shows changes", () => {
    const first = pageDocument(fileWith({}), REQUIRED_OPTIONS.siteUrl);
    assert.equal(first, "# Concepts\n\nText of the page.\n");
    assert.equal(pageDocument(fileWith({}), REQUIRED_OPTIONS.siteUrl), first);
    assert.equal(
      pageDocument(fileWith({ title: "Ideas", description: "Why" }), REQUIRED_OPTIONS.siteUrl),
      "# Ideas\n\n> Why\n\nText of the page.\n",
    );
    assert.equal(
      pageDocument(fileWith({}), REQUIRED_OPTIONS.siteUrl, true),
      "# Concepts\n\nSource: https://webpack.js.org/concepts/\n\nText of the page.\n",
    );
    assert.equal(
      pageDocument(fileWith({ url: "/guides/" }), "https://docs.example.org", true),
      "# Concepts\n\nSource: https://docs.example.org/guides/\n\nText of the page.\n",
    );
  });
});
