import assert from "node:assert/strict";
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import type { Stats } from "webpack";
import remarkGeneratedBlocks from "../../markdown/remark-generated-blocks/index.ts";
import type { ContentDirectory, ContentFile, ContentNode } from "../../common/content.ts";
import { compile, errorMessages, getCompiler, readOutput, requireOutput } from "../../test/helpers/compiler.ts";
import { temporaryDirectory } from "../../test/helpers/temporaryDirectory.ts";
import { checkContent, ContentIndexPlugin, type ContentIndexPluginOptions } from "./index.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtureContent = path.join(here, "../../test/fixtures/content");

/** The options every test gives, the required ones among them. */
const REQUIRED_OPTIONS = {
  contentDirectory: fixtureContent,
  editBase: "https://example.test/edit/",
  siteUrl: "https://webpack.js.org",
  siteName: "Fixture Docs",
} satisfies ContentIndexPluginOptions;

/** A private copy of the fixture content, so a test may change it. */
function copyOfFixture(): string {
  const directory = temporaryDirectory("content");
  cpSync(fixtureContent, directory, { recursive: true });
  return directory;
}

function compilerFor(options: Partial<ContentIndexPluginOptions> = {}) {
  return getCompiler({
    context: here,
    entry: "./test-fixtures/entry.js",
    plugins: [new ContentIndexPlugin({ ...REQUIRED_OPTIONS, ...options })],
  });
}

/** A copy of the fixture content with one more page, `guides/extra.md`, whose body is `body`. */
function contentWithPage(body: string, frontMatter = "title: Extra"): string {
  const content = copyOfFixture();
  writeFileSync(path.join(content, "guides/extra.md"), `---\n${frontMatter}\n---\n\n${body}\n`);
  return content;
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
    const stats = await compile(compilerFor());
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
    const stats = await compile(compilerFor({ sitemapRoutes: ["/", "/vote/"] }));
    const locations = [...emittedFile(stats, "sitemap.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    assert.deepEqual(locations.slice(0, 2), ["https://webpack.js.org/", "https://webpack.js.org/vote/"]);
    assert.ok(locations.includes("https://webpack.js.org/concepts/entry-points/"));
    assert.equal(new Set(locations).size, locations.length);
  });

  it("exposes the sections and their navigation as virtual modules", async () => {
    const stats = await compile(compilerFor());
    const { sections, sectionLoaders } = requireOutput<{
      sections: { name: string; title: string }[];
      sectionLoaders: Record<string, () => Promise<unknown>>;
    }>(stats, "main.js");
    assert.deepEqual(
      sections.map((section) => [section.name, section.title]),
      [
        ["", "Fixture Docs"],
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

  it("lists every page's address and title in a module of its own, for the not-found page", async () => {
    const stats = await compile(compilerFor());
    const { loadPageList } = requireOutput<{
      loadPageList: () => Promise<{ default: { url: string; title: string }[] }>;
    }>(stats, "main.js");
    const pages = (await loadPageList()).default;
    assert.deepEqual(
      pages.find((page) => page.url === "/concepts/entry-points/"),
      { url: "/concepts/entry-points/", title: "Entry Points" },
    );
    assert.equal(pages.length, 5);
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

  it("finds without webpack what the build reports (checkContent, for npm run check:content)", async () => {
    const content = contentWithPage("See [nothing](/nowhere/).", "title: Extra\nsort: first");
    writeFileSync(path.join(content, "guides/linked.md"), "---\ntitle: Linked\n---\n\nSee [nothing](/nowhere/).\n");
    const built = errorMessages(await compile(compilerFor({ contentDirectory: content }))).sort();
    const { pages, problems } = await checkContent({ ...REQUIRED_OPTIONS, contentDirectory: content }, here);
    assert.deepEqual(
      problems.map(({ file, line, message }) => `${path.relative(here, file)}:${line}: ${message}`).sort(),
      built,
    );
    assert.equal(built.length, 2);
    assert.equal(
      pages,
      6,
      "the five pages of the fixture and the linked one; the one with bad front matter is no page",
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

  describe("with a blog", () => {
    /** The fixture with the blog's posts, each naming `authors` (none when empty). */
    function contentWithBlog(authors: Record<string, string>) {
      const content = copyOfFixture();
      const blogFolder = path.join(content, "blog");
      cpSync(path.join(here, "../../test/fixtures/blog"), blogFolder, { recursive: true });
      for (const [post, line] of Object.entries(authors)) {
        const file = path.join(blogFolder, `${post}.md`);
        writeFileSync(
          file,
          readFileSync(file, "utf8").replace(/^title: .*$/m, (title) => `${title}\n${line}`),
        );
      }
      const blog = { directory: blogFolder, authors: { ada: { name: "Ada", github: "ada" }, team: { name: "Team" } } };
      return { content, blog };
    }

    it("gives each post its day and its authors' names, in the blog's navigation", async () => {
      const { content, blog } = contentWithBlog({
        "2020-10-10-older": "authors: [ada]",
        "2021-03-01-newer": "authors: [ada, team]",
      });
      const stats = await compile(compilerFor({ contentDirectory: content, blog }));
      assert.deepEqual(errorMessages(stats), []);
      const { sectionLoaders } = requireOutput<{
        sectionLoaders: Record<string, () => Promise<{ default: Record<string, unknown>[] }>>;
      }>(stats, "main.js");
      const posts = (await sectionLoaders.blog?.())?.default ?? [];
      assert.deepEqual(
        posts.map(({ url, date, authors, description }) => ({ url, date, authors, description })),
        [
          { url: "/blog/", date: undefined, authors: undefined, description: undefined },
          {
            url: "/blog/2021-03-01-newer/",
            date: "2021-03-01",
            authors: [{ name: "Ada", github: "ada" }, { name: "Team" }],
            description: "The newer one.",
          },
          {
            url: "/blog/2020-10-10-older/",
            date: "2020-10-10",
            authors: [{ name: "Ada", github: "ada" }],
            description: undefined,
          },
        ],
      );
    });

    it("fails the build on a post without authors or with an unknown one, naming the file and line", async () => {
      const { content, blog } = contentWithBlog({ "2021-03-01-newer": "authors: [grace]" });
      const stats = await compile(compilerFor({ contentDirectory: content, blog }));
      const folder = path.relative(here, content);
      assert.deepEqual(errorMessages(stats).sort(), [
        `${folder}/blog/2020-10-10-older.md:2: front matter: a blog post needs "authors", a list of the keys of its authors in the blog's authors.json`,
        `${folder}/blog/2021-03-01-newer.md:3: front matter: unknown author "grace": authors.json has ada, team`,
      ]);
    });
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

  it("emits each page as Markdown at its address plus index.md, as written, with links absolute", async () => {
    const content = copyOfFixture();
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
      compilerFor({ contentDirectory: content, remarkPlugins: [[remarkGeneratedBlocks, { generators: { sample } }]] }),
    );
    assert.deepEqual(errorMessages(stats), []);
    assert.equal(
      emittedFile(stats, "concepts/links/index.md"),
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
      emittedFile(stats, "concepts/index.md").split("\n").slice(0, 5).join("\n"),
      "# Concepts\n\n> The ideas webpack is built on.\n\nwebpack reads your [entry points](https://webpack.js.org/concepts/entry-points/) and builds a graph.",
    );
  });

  it("emits llms.txt: the site's name and summary, then each section's pages, linked to their Markdown", async () => {
    const stats = await compile(
      compilerFor({
        contentDirectory: fixtureContent,
        siteUrl: "https://docs.example.org",
        siteName: "Example",
        siteDescription: "Documentation for tests.",
      }),
    );
    assert.equal(
      emittedFile(stats, "llms.txt"),
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
    const full = emittedFile(stats, "llms-full.txt");
    // Without a siteDescription, the site's name stands alone above the first page.
    assert.ok(full.startsWith("# Fixture Docs\n\n# Concepts\n\nSource: "), full.slice(0, 200));
    const urls = ["/concepts/", "/concepts/entry-points/", "/concepts/output/", "/guides/", "/guides/getting-started/"];
    const positions = urls.map((url) => {
      const page = emittedFile(stats, `${url.slice(1)}index.md`);
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

  it("emits nothing with emit: false", async () => {
    const stats = await compile(compilerFor({ emit: false }));
    const emitted = Object.keys(stats.compilation.assets);
    for (const name of ["content-index.json", "sitemap.xml", "llms.txt", "llms-full.txt", "concepts/index.md"]) {
      assert.ok(!emitted.includes(name), name);
      assert.throws(() => readOutput(stats, name), /ENOENT/, name);
    }
  });

  it("writes every address on the siteUrl's origin", async () => {
    const stats = await compile(compilerFor({ siteUrl: "https://docs.example.org" }));
    const addresses = [
      ...emittedFile(stats, "sitemap.xml").matchAll(/<loc>([^<]+)</g),
      ...emittedFile(stats, "concepts/index.md").matchAll(/\]\(([^)]+)\)/g),
    ].map((match) => match[1] ?? "");
    assert.ok(addresses.length > 5, addresses.join(" "));
    for (const address of addresses) assert.ok(address.startsWith("https://docs.example.org/"), address);
    assert.match(emittedFile(stats, "blog/atom.xml"), /<id>https:\/\/docs\.example\.org\/blog\/<\/id>/);
  });

  it("accepts links to the otherRoutes, which are no content files", async () => {
    const content = contentWithPage("Cast a [vote](/vote/) or go [home](/).");
    const without = await compile(compilerFor({ contentDirectory: content }));
    assert.deepEqual(
      errorMessages(without).map((message) => message.replace(/^.*guides\/extra\.md:/, "")),
      ['5: broken link "/vote/": no page at /vote/', '5: broken link "/": no page at /'],
    );
    const stats = await compile(compilerFor({ contentDirectory: content, otherRoutes: ["/", "/vote/"] }));
    assert.deepEqual(errorMessages(stats), []);
  });

  it("accepts links to the files of the staticDirectory", async () => {
    const staticDirectory = temporaryDirectory("static");
    mkdirSync(path.join(staticDirectory, "images"));
    writeFileSync(path.join(staticDirectory, "images/logo one.svg"), "<svg/>");
    const content = contentWithPage("The [logo](/images/logo%20one.svg) and [no logo](/images/none.svg).");
    const without = await compile(compilerFor({ contentDirectory: content }));
    assert.equal(errorMessages(without).length, 2);
    const stats = await compile(compilerFor({ contentDirectory: content, staticDirectory }));
    assert.deepEqual(
      errorMessages(stats).map((message) => message.replace(/^.*guides\/extra\.md:/, "")),
      ['5: broken link "/images/none.svg": no page at /images/none.svg'],
    );
  });

  it("checks a page's example against the examplesDirectory, naming the file and line", async () => {
    const examplesDirectory = temporaryDirectory("examples");
    mkdirSync(path.join(examplesDirectory, "demo"));
    writeFileSync(path.join(examplesDirectory, "demo/package.json"), "{}");
    const content = contentWithPage("Body.", "title: Extra\nsort: 1\nexample: demo");
    assert.deepEqual(errorMessages(await compile(compilerFor({ contentDirectory: content, examplesDirectory }))), []);
    const stats = await compile(
      compilerFor({ contentDirectory: content, examplesDirectory: temporaryDirectory("examples") }),
    );
    assert.equal(errorMessages(stats).length, 1);
    assert.match(
      errorMessages(stats)[0] ?? "",
      /guides\/extra\.md:4: front matter: "example" names examples-\w+\/demo, which is not a project with a package\.json$/,
    );
  });

  describe("options", () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      [
        "contentDirectory is relative",
        { contentDirectory: "content" },
        /options\.contentDirectory: The provided value "content" is not an absolute path!/,
      ],
      ["editBase is missing", { editBase: undefined }, /options misses the property 'editBase'/],
      ["siteUrl is missing", { siteUrl: undefined }, /options misses the property 'siteUrl'/],
      ["siteUrl is no address", { siteUrl: "webpack.js.org" }, /options\.siteUrl should match format "uri"/],
      ["siteName is missing", { siteName: undefined }, /options misses the property 'siteName'/],
      ["siteName is empty", { siteName: "" }, /options\.siteName should be a non-empty string/],
      ["siteDescription is empty", { siteDescription: "" }, /options\.siteDescription should be a non-empty string/],
      ["remarkPlugins is no list", { remarkPlugins: () => undefined }, /options\.remarkPlugins should be an array/],
      [
        "examplesDirectory is relative",
        { examplesDirectory: "examples" },
        /options\.examplesDirectory: The provided value "examples" is not an absolute path!/,
      ],
      [
        "transformPage is no function",
        { transformPage: "readmes" },
        /options\.transformPage should be an instance of function/,
      ],
      [
        "an author's handle is no string",
        { authorHandles: { "ada@example.com": 1 } },
        /options\.authorHandles\.ada@example\.com should be a string/,
      ],
      [
        "excludedContributors holds no strings",
        { excludedContributors: [1] },
        /options\.excludedContributors\[0\] should be a string/,
      ],
      [
        "an other route is relative",
        { otherRoutes: ["vote/"] },
        /options\.otherRoutes\[0\] should match pattern "\^\/"/,
      ],
      [
        "a sitemap route is relative",
        { sitemapRoutes: ["vote/"] },
        /options\.sitemapRoutes\[0\] should match pattern "\^\/"/,
      ],
      [
        "staticDirectory is relative",
        { staticDirectory: "public" },
        /options\.staticDirectory: The provided value "public" is not an absolute path!/,
      ],
      ["emit is no boolean", { emit: "yes" }, /options\.emit should be a boolean/],
      ["an option is unknown", { fetchedDirectory: "/fetched" }, /options has an unknown property 'fetchedDirectory'/],
    ];
    for (const [name, change, message] of cases) {
      it(`rejects its options when ${name}`, () => {
        const options = Object.fromEntries(
          Object.entries({ ...REQUIRED_OPTIONS, ...change }).filter(([, value]) => value !== undefined),
        );
        assert.throws(() => new ContentIndexPlugin(options as unknown as ContentIndexPluginOptions), message);
      });
    }
  });
});
