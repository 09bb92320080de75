import assert from "node:assert/strict";
import { appendFileSync, cpSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import type { Stats } from "webpack";
import { AUTHORS, contributorsFixture } from "../../test/helpers/contributorsFixture.ts";
import { compile, errorMessages, readOutput } from "../../test/helpers/compiler.ts";
import { contentIndexCompiler } from "../../test/helpers/contentIndexCompiler.ts";
import { git } from "../../test/helpers/gitRepository.ts";
import { temporaryDirectory } from "../../test/helpers/temporaryDirectory.ts";
import { githubHandleOf } from "./contributors.ts";
import { ContributorsPlugin, type ContributorsPluginOptions } from "./index.ts";
import type { ContentDirectory, ContentFile } from "../../common/content.ts";

function indexCompiler(contentDirectory: string, options: ContributorsPluginOptions = {}) {
  return contentIndexCompiler([new ContributorsPlugin(options)], { contentDirectory, emit: true });
}

/** The contributors of a page in the content index a compilation emitted. */
function contributorNames(stats: Stats, url: string): string[] {
  const root = JSON.parse(readOutput(stats, "content-index.json")) as ContentDirectory;
  const find = (directory: ContentDirectory): ContentFile | undefined =>
    directory.children
      .map((node) => (node.type === "file" ? (node.url === url ? node : undefined) : find(node)))
      .find((page) => page !== undefined);
  return find(root)?.contributors.map((contributor) => contributor.name) ?? [];
}

/** The content index a compilation of `contentDirectory` emits, page by url. */
async function indexedPages(contentDirectory: string, options: ContributorsPluginOptions = {}) {
  const stats = await compile(indexCompiler(contentDirectory, options));
  assert.deepEqual(errorMessages(stats), []);
  const root = JSON.parse(readOutput(stats, "content-index.json")) as ContentDirectory;
  const pages = new Map<string, ContentFile>();
  const collect = (directory: ContentDirectory): void =>
    directory.children.forEach((node) => (node.type === "file" ? pages.set(node.url, node) : collect(node)));
  collect(root);
  return (url: string) => {
    const page = pages.get(url);
    assert.ok(page, `${url} is indexed`);
    return page;
  };
}

describe("contributors from git history", () => {
  const repository = contributorsFixture(temporaryDirectory("contributors"));
  const contentDirectory = path.join(repository.directory, "content");

  it("lists most commits first, ties by first contribution, front matter handles last, without bots", async () => {
    const page = await indexedPages(contentDirectory, { excludedContributors: ["dependabot[bot]"] });
    assert.deepEqual(page("/concepts/entry-points/").contributors, [
      { name: "Grace Hopper", github: "grace-h" },
      { name: "Ada Lovelace", github: "ada-dev" },
      { name: "Linus" },
      { name: "TheLarkInn", github: "TheLarkInn" },
    ]);
    assert.deepEqual(page("/concepts/output/").contributors, [{ name: "Ada Lovelace", github: "ada-dev" }]);
    assert.equal(page("/concepts/entry-points/").updated, "2021-04-01T10:00:00+00:00");
  });

  it("follows a file through a rename, as git log --follow does", async () => {
    const page = await indexedPages(contentDirectory);
    const gettingStarted = page("/guides/getting-started/");
    assert.deepEqual(gettingStarted.contributors, [{ name: "Ada Lovelace", github: "ada-dev" }, { name: "Linus" }]);
    assert.equal(gettingStarted.updated, "2021-05-01T10:00:00+00:00");
  });

  it("leaves no one out without excludedContributors, bots included", async () => {
    const page = await indexedPages(contentDirectory);
    assert.deepEqual(
      page("/concepts/entry-points/").contributors.map((contributor) => contributor.name),
      ["Grace Hopper", "Ada Lovelace", "Linus", "dependabot[bot]", "TheLarkInn"],
    );
  });

  it("hides the handles of excludedContributors, and maps authors with authorHandles", async () => {
    const page = await indexedPages(contentDirectory, {
      excludedContributors: ["Grace-H"],
      authorHandles: { "linus@example.com": "linus-t" },
    });
    // Only the handles given are left out: dependabot, not among them, is listed in date order.
    assert.deepEqual(page("/concepts/entry-points/").contributors, [
      { name: "Ada Lovelace", github: "ada-dev" },
      { name: "Linus", github: "linus-t" },
      { name: "dependabot[bot]", github: "dependabot[bot]" },
      { name: "TheLarkInn", github: "TheLarkInn" },
    ]);
  });

  it("reads no history from a shallow clone: only the front matter's handles, no date", async () => {
    const clone = temporaryDirectory("contributors");
    git(clone, ["clone", "--quiet", "--depth", "1", `file://${repository.directory}`, "."]);
    const page = await indexedPages(path.join(clone, "content"));
    assert.deepEqual(page("/concepts/entry-points/").contributors, [
      { name: "TheLarkInn", github: "TheLarkInn" },
      { name: "ada-dev", github: "ada-dev" },
    ]);
    assert.deepEqual(page("/guides/getting-started/").contributors, []);
    assert.equal(page("/guides/getting-started/").updated, undefined);
  });

  it("builds without git, with no contributors but the front matter's", async () => {
    const copy = temporaryDirectory("contributors");
    cpSync(contentDirectory, copy, { recursive: true });
    const page = await indexedPages(copy);
    assert.deepEqual(page("/concepts/output/").contributors, []);
    assert.equal(page("/concepts/output/").updated, undefined);
  });
});

describe("githubHandleOf", () => {
  it("reads the handle of both forms of GitHub's noreply address, and nothing else", () => {
    assert.equal(githubHandleOf("12345+ada-dev@users.noreply.github.com"), "ada-dev");
    assert.equal(githubHandleOf("ada-dev@users.noreply.github.com"), "ada-dev");
    assert.equal(githubHandleOf("41898282+github-actions[bot]@users.noreply.github.com"), "github-actions[bot]");
    assert.equal(githubHandleOf("ada@example.com"), undefined);
    assert.equal(githubHandleOf("ada@users.noreply.github.com.evil.example"), undefined);
    assert.equal(githubHandleOf("not a handle@users.noreply.github.com"), undefined);
  });

  it("reads the history once while watching, and again on every run", async () => {
    const watched = contributorsFixture(temporaryDirectory("contributors"));
    const watchedContent = path.join(watched.directory, "content");
    const output = path.join(watchedContent, "concepts/output.md");
    const namesPerCompilation: string[][] = [];
    await new Promise<void>((resolve, reject) => {
      const watching = indexCompiler(watchedContent).watch({ aggregateTimeout: 50 }, (error, stats) => {
        if (error || !stats) return reject(error ?? new Error("no stats"));
        namesPerCompilation.push(contributorNames(stats, "/concepts/output/"));
        if (namesPerCompilation.length === 1) {
          appendFileSync(output, "\nA line Linus wrote.\n");
          watched.commit(AUTHORS.linus, "2021-06-01T10:00:00Z", "Output: a line of Linus");
        } else {
          if (watching) watching.close(() => resolve());
          else resolve();
        }
      });
    });
    assert.deepEqual(namesPerCompilation, [["Ada Lovelace"], ["Ada Lovelace"]]);
    const again = await compile(indexCompiler(watchedContent));
    assert.deepEqual(contributorNames(again, "/concepts/output/"), ["Ada Lovelace", "Linus"]);
  });
});

describe("ContributorsPlugin's place beside the content index", () => {
  it("is what adds the history: the index alone lists the front matter's handles and no date", async () => {
    const repository = contributorsFixture(temporaryDirectory("contributors"));
    const stats = await compile(
      contentIndexCompiler([], { contentDirectory: path.join(repository.directory, "content"), emit: true }),
    );
    assert.deepEqual(errorMessages(stats), []);
    const root = JSON.parse(readOutput(stats, "content-index.json")) as ContentDirectory;
    const concepts = root.children.find((node) => node.name === "concepts") as ContentDirectory;
    const entryPoints = concepts.children.find((node) => node.name === "entry-points") as ContentFile;
    assert.deepEqual(entryPoints.contributors, [
      { name: "TheLarkInn", github: "TheLarkInn" },
      { name: "ada-dev", github: "ada-dev" },
    ]);
    assert.equal(entryPoints.updated, undefined);
  });

  describe("options", () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
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
      ["an option is unknown", { mailmap: ".mailmap" }, /options has an unknown property 'mailmap'/],
    ];
    for (const [name, options, message] of cases) {
      it(`rejects its options when ${name}`, () => {
        assert.throws(() => new ContributorsPlugin(options as ContributorsPluginOptions), message);
      });
    }
  });
});
