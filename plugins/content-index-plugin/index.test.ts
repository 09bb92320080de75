import assert from "node:assert/strict";
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import type { Stats } from "webpack";
import type { ContentDirectory, ContentFile, ContentNode } from "../../common/content.ts";
import { compile, errorMessages, getCompiler, readOutput, requireOutput } from "../../test/helpers/compiler.ts";
import { temporaryDirectory } from "../../test/helpers/temporaryDirectory.ts";
import { pagesAsText } from "../../test/helpers/contentIndexCompiler.ts";
import { mdxLoaderOptions, remarkPlugins } from "../../markdown/site/pipeline.ts";
import { checkContent, ContentIndexPlugin, remarkPageRecord, type ContentIndexPluginOptions } from "./index.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtureContent = path.join(here, "../../test/fixtures/content");

/** The options every test gives, the required ones among them. */
const REQUIRED_OPTIONS = {
  contentDirectory: fixtureContent,
  editBase: "https://example.test/edit/",
  siteUrl: "https://webpack.js.org",
  siteName: "Fixture Docs",
  remarkPlugins,
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
    module: pagesAsText,
    plugins: [new ContentIndexPlugin({ ...REQUIRED_OPTIONS, ...options })],
  });
}

/**
 * A compiler whose content index reads the pages from their modules, built by the site's rule
 * with the record plugin; `parses` counts the runs of the index's own remark plugins.
 */
function pageModulesCompiler(
  contentDirectory: string,
  {
    pageModules = true,
    entry = "./test-fixtures/entry.js",
    cacheDirectory,
  }: Pick<ContentIndexPluginOptions, "pageModules"> & {
    entry?: string;
    /** Given, webpack's persistent cache is kept there. */
    cacheDirectory?: string;
  } = {},
) {
  const counter = { parses: 0 };
  const countParses = () => () => {
    counter.parses += 1;
  };
  const compiler = getCompiler({
    context: here,
    entry,
    ...(cacheDirectory && { cache: { type: "filesystem" as const, cacheDirectory } }),
    // The pages are modules of the app, loaded through their sections: a copy of the content
    // outside the project finds their JSX runtime in the project's packages.
    resolve: { modules: ["node_modules", path.join(here, "../../node_modules")] },
    module: {
      rules: [
        {
          test: /\.md$/,
          include: contentDirectory,
          use: [
            {
              loader: "@mdx-js/loader",
              options: mdxLoaderOptions([[remarkPageRecord, { contentDirectory, siteUrl: REQUIRED_OPTIONS.siteUrl }]]),
            },
            { loader: path.join(here, "../../loaders/markdown-loader/index.ts") },
          ],
        },
      ],
    },
    plugins: [
      new ContentIndexPlugin({
        ...REQUIRED_OPTIONS,
        contentDirectory,
        remarkPlugins: [...remarkPlugins, countParses],
        pageModules,
      }),
    ],
  });
  return { compiler, counter };
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
    // The sitemap, feeds and Markdown copies are other plugins' work.
    assert.deepEqual(
      Object.keys(stats.compilation.assets).filter((name) => !name.endsWith(".js")),
      ["content-index.json"],
    );
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

  it("loads each page through its section's module, as a chunk of its own that main.js does not name", async () => {
    const stats = await compile(compilerFor());
    assert.deepEqual(errorMessages(stats), []);
    const { sectionLoaders } = requireOutput<{
      sectionLoaders: Record<
        string,
        () => Promise<{ default: { url: string; edit: string }[]; pageLoaders: Record<string, () => Promise<unknown>> }>
      >;
    }>(stats, "main.js");
    const concepts = await sectionLoaders.concepts?.();
    assert.deepEqual(Object.keys(concepts?.pageLoaders ?? {}), [
      "/concepts/",
      "/concepts/entry-points/",
      "/concepts/output/",
    ]);
    const output = (await concepts?.pageLoaders["/concepts/output/"]?.()) as { default: string };
    assert.equal(output.default, readFileSync(path.join(fixtureContent, "concepts/output.md"), "utf8"));
    const indexed = child(child(emittedIndex(stats), "concepts") as ContentDirectory, "output") as ContentFile;
    assert.equal(concepts?.default.find((page) => page.url === "/concepts/output/")?.edit, indexed.edit);
    // Each page's chunk, `page-<n>`, is loaded by its section's navigation chunk alone.
    const pageChunks = [...stats.compilation.chunks].filter((chunk) => chunk.name?.startsWith("page-"));
    assert.equal(pageChunks.length, 5);
    for (const chunk of pageChunks) {
      const loadedBy = [...chunk.groupsIterable].flatMap((group) =>
        [...group.parentsIterable].flatMap((parent) => parent.chunks.map((parentChunk) => parentChunk.name)),
      );
      assert.ok(
        loadedBy.length > 0 && loadedBy.every((name) => name?.startsWith("navigation-")),
        `${chunk.name}: ${loadedBy}`,
      );
    }
  });

  it("keeps the pages' headings out of the navigation, in each section's outline module", async () => {
    const stats = await compile(compilerFor());
    const { sectionLoaders, outlineLoaders } = requireOutput<{
      sectionLoaders: Record<string, () => Promise<{ default: Record<string, unknown>[] }>>;
      outlineLoaders: Record<string, () => Promise<{ default: Record<string, unknown[]> }>>;
    }>(stats, "main.js");
    const navigation = (await sectionLoaders.concepts?.())?.default ?? [];
    assert.deepEqual(
      navigation.map((page) => [page.url, page.anchorCount, "anchors" in page]),
      [
        ["/concepts/", 3, false],
        ["/concepts/entry-points/", 2, false],
        ["/concepts/output/", 1, false],
      ],
    );
    const outlines = (await outlineLoaders.concepts?.())?.default;
    assert.deepEqual(outlines?.["/concepts/"], [
      { title: "Entry", id: "entry", level: 2 },
      { title: "Several entries", id: "several-entries", level: 3 },
      { title: "Output", id: "output", level: 2 },
    ]);
    assert.deepEqual(Object.keys(outlines ?? {}), ["/concepts/", "/concepts/entry-points/", "/concepts/output/"]);
    // Each section's navigation and outline are chunks of their own, loaded when needed.
    const chunkNames = Array.from(stats.compilation.chunks, (chunk) => chunk.name);
    assert.ok(chunkNames.includes("navigation-concepts") && chunkNames.includes("outline-concepts"));
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

  it("reads the pages from their modules with pageModules: the same index, without a parse of its own", async () => {
    const parsed = await compile(compilerFor());
    const { compiler, counter } = pageModulesCompiler(fixtureContent);
    const fromModules = await compile(compiler);
    assert.deepEqual(errorMessages(fromModules), []);
    assert.equal(counter.parses, 0);
    assert.deepEqual(emittedIndex(fromModules), emittedIndex(parsed));
    assert.deepEqual(
      requireOutput<{ sections: unknown }>(fromModules, "main.js").sections,
      requireOutput<{ sections: unknown }>(parsed, "main.js").sections,
    );
  });

  for (const pageModules of [true, false]) {
    it(`keeps a long page where webpack's cache stores it whole and quietly, and reads it back (pageModules: ${pageModules})`, async () => {
      const paragraph = "A sentence of a long reference page, repeated. ".repeat(40);
      const content = contentWithPage(
        Array.from({ length: 80 }, (_, n) => `## Part ${n}\n\n${paragraph}`).join("\n\n"),
      );
      const cacheDirectory = temporaryDirectory("webpack-cache");
      const build = () => {
        const { compiler, counter } = pageModulesCompiler(content, { cacheDirectory, pageModules });
        const warnings: string[] = [];
        compiler.hooks.infrastructureLog.tap("test", (_origin, type, args) => {
          if (type === "warn") warnings.push(String(args?.[0]));
          return undefined;
        });
        return new Promise<{ stats: Stats; warnings: string[]; parses: number }>((resolve, reject) => {
          compiler.run((error, stats) => {
            // Closing the compiler writes the cache: the next build reads it.
            compiler.close((closeError) => {
              if (error || closeError || !stats) reject(error ?? closeError ?? new Error("no stats"));
              else resolve({ stats, warnings, parses: counter.parses });
            });
          });
        });
      };
      const first = await build();
      assert.deepEqual(errorMessages(first.stats), []);
      assert.ok(readOutput(first.stats, "content-index.json").includes('"id":"part-79"'));
      assert.deepEqual(first.warnings, []);
      const second = await build();
      assert.equal(second.parses, 0);
      assert.equal(readOutput(second.stats, "content-index.json"), readOutput(first.stats, "content-index.json"));
    });
  }

  it("with pageModules, fails the build on a broken anchor or bad front matter, naming the file and line", async () => {
    const content = contentWithPage("And [a missing anchor](/concepts/#no-such-heading).");
    writeFileSync(path.join(content, "guides/bad.md"), "---\ntitle: Bad\nsort: first\n---\n\nBody.\n");
    const stats = await compile(pageModulesCompiler(content).compiler);
    const where = path.relative(here, content);
    // The page whose front matter is bad has no module to read, and its loader's error says why.
    assert.deepEqual(
      errorMessages(stats).sort(),
      [
        `Module build failed (from ../../loaders/markdown-loader/index.ts):\n${where}/guides/bad.md:3: front matter: "sort" must be a number`,
        `${where}/guides/extra.md:5: broken link "/concepts/#no-such-heading": /concepts/ has no heading or anchor "#no-such-heading"`,
      ].sort(),
    );
  });

  it('with pageModules: "compiled", reads a page the app compiled from its module when it changes, parsing only the others', async () => {
    const content = copyOfFixture();
    const page = path.join(content, "concepts/output.md");
    // The app's own import, as the dev server compiles a page once the browser asks for it.
    const entry = path.join(content, "app.js");
    writeFileSync(entry, `export { default as Page } from ${JSON.stringify(page)};\n`);
    const { compiler, counter } = pageModulesCompiler(content, { pageModules: "compiled", entry });
    const parsesPerCompilation: number[] = [];
    const outputAnchors: string[][] = [];
    await new Promise<void>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error("no compilation with the edited page")), 20_000);
      const watching = compiler.watch({ aggregateTimeout: 50 }, (error, stats) => {
        if (error || !stats) return reject(error ?? new Error("no stats"));
        assert.deepEqual(errorMessages(stats), []);
        parsesPerCompilation.push(counter.parses - parsesPerCompilation.reduce((sum, parses) => sum + parses, 0));
        const concepts = child(emittedIndex(stats), "concepts") as ContentDirectory;
        outputAnchors.push((child(concepts, "output") as ContentFile).anchors.map((anchor) => anchor.id));
        if (outputAnchors.length === 1) {
          setTimeout(() => writeFileSync(page, `${readFileSync(page, "utf8")}\n## Destination\n`), 300);
        } else if (outputAnchors.at(-1)?.includes("destination")) {
          clearTimeout(timeout);
          watching?.close(() => resolve());
        }
      });
    });
    // At first no page was compiled when the index was built: it parsed all five.
    assert.equal(parsesPerCompilation[0], 5);
    assert.deepEqual(outputAnchors[0], ["filename"]);
    assert.deepEqual(outputAnchors.at(-1), ["filename", "destination"]);
    assert.equal(parsesPerCompilation.at(-1), 0);
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
  });

  it("routes a section folder added while watching, without a restart", async () => {
    const content = copyOfFixture();
    const compiler = compilerFor({ contentDirectory: content });
    type Exports = { sections: { name: string }[]; sectionLoaders: Record<string, () => Promise<unknown>> };
    const seen: Exports[] = [];
    await new Promise<void>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error("no compilation with the new section")), 20_000);
      const watching = compiler.watch({ aggregateTimeout: 50 }, (error, stats) => {
        if (error || !stats) return reject(error ?? new Error("no stats"));
        assert.deepEqual(errorMessages(stats), []);
        const exports = requireOutput<Exports>(stats, "main.js");
        seen.push(exports);
        if (seen.length === 1) {
          setTimeout(() => {
            mkdirSync(path.join(content, "tutorials"));
            writeFileSync(path.join(content, "tutorials/index.md"), "---\ntitle: Tutorials\n---\n\nSteps.\n");
          }, 300);
        } else if (exports.sections.some((section) => section.name === "tutorials")) {
          clearTimeout(timeout);
          watching?.close(() => resolve());
        }
      });
    });
    assert.deepEqual(
      seen[0]?.sections.map((section) => section.name),
      ["", "concepts", "guides"],
    );
    const navigation = (await seen.at(-1)?.sectionLoaders.tutorials?.()) as { default: { url: string }[] };
    assert.deepEqual(
      navigation.default.map((page) => page.url),
      ["/tutorials/"],
    );
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

  it("rebuilds none of its modules in watch mode when an edit leaves their text as it was", async () => {
    const content = copyOfFixture();
    const file = path.join(content, "guides/index.md");
    const compiler = compilerFor({ contentDirectory: content });
    const builtPerCompilation: string[][] = [];
    const sizes: number[] = [];
    compiler.hooks.thisCompilation.tap("test", (compilation) => {
      const built: string[] = [];
      builtPerCompilation.push(built);
      compilation.hooks.buildModule.tap("test", (module) => built.push(module.identifier()));
    });
    await new Promise<void>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error("no rebuild after the edit")), 20_000);
      const watching = compiler.watch({ aggregateTimeout: 50 }, (error, stats) => {
        if (error || !stats) return reject(error ?? new Error("no stats"));
        assert.deepEqual(errorMessages(stats), []);
        const guides = child(emittedIndex(stats), "guides") as ContentDirectory;
        sizes.push((child(guides, "index") as ContentFile).size);
        if (sizes.length === 1) {
          setTimeout(() => writeFileSync(file, `${readFileSync(file, "utf8")}\nA sentence more.\n`), 300);
        } else if (sizes.at(-1) !== sizes[0]) {
          // The compilation of the edit (the watcher may start one before it, for the fresh copy).
          clearTimeout(timeout);
          watching?.close(() => resolve());
        }
      });
    });
    assert.ok(builtPerCompilation[0]?.some((module) => module.startsWith("virtual:content-index")));
    // The edited page's own module is rebuilt (its section's module loads it), and nothing else.
    assert.deepEqual(builtPerCompilation.at(-1), [`asset/source|${file}`]);
  });

  it("emits no content-index.json with emit: false", async () => {
    const stats = await compile(compilerFor({ emit: false }));
    assert.ok(!Object.keys(stats.compilation.assets).includes("content-index.json"));
    assert.throws(() => readOutput(stats, "content-index.json"), /ENOENT/);
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
        "an other route is relative",
        { otherRoutes: ["vote/"] },
        /options\.otherRoutes\[0\] should match pattern "\^\/"/,
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
