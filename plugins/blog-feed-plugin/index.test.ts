import assert from "node:assert/strict";
import { cpSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { compile, errorMessages, readOutput } from "../../test/helpers/compiler.ts";
import { contentIndexCompiler, fixtureContent } from "../../test/helpers/contentIndexCompiler.ts";
import { temporaryDirectory } from "../../test/helpers/temporaryDirectory.ts";
import { BlogFeedPlugin, type BlogFeedPluginOptions } from "./index.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

const REQUIRED_OPTIONS = {
  siteUrl: "https://docs.example.org",
  title: "Fixture blog",
  description: "News of the fixtures.",
} satisfies BlogFeedPluginOptions;

/** The fixture content with its blog (two dated posts and an index page) in `folder`. */
function contentWithBlog(folder = "blog"): string {
  const content = temporaryDirectory("content");
  cpSync(fixtureContent, content, { recursive: true });
  cpSync(path.join(here, "../../test/fixtures/blog"), path.join(content, folder), { recursive: true });
  return content;
}

async function feeds(options: Partial<BlogFeedPluginOptions> = {}, folder = "blog") {
  const stats = await compile(
    contentIndexCompiler([new BlogFeedPlugin({ ...REQUIRED_OPTIONS, ...options })], {
      contentDirectory: contentWithBlog(folder),
    }),
  );
  assert.deepEqual(errorMessages(stats), []);
  const prefix = (options.blog ?? "/blog/").slice(1);
  return { rss: readOutput(stats, `${prefix}feed.xml`), atom: readOutput(stats, `${prefix}atom.xml`) };
}

describe("BlogFeedPlugin", () => {
  it("lists the dated posts newest first in RSS and Atom, without the blog's index page", async () => {
    const { rss, atom } = await feeds();
    for (const feed of [rss, atom]) {
      assert.ok(feed.indexOf("Newer post") > 0 && feed.indexOf("Newer post") < feed.indexOf("Older post"), feed);
      assert.ok(feed.includes("https://docs.example.org/blog/2021-03-01-newer/"));
    }
    assert.equal(rss.match(/<item>/g)?.length, 2);
    assert.equal(atom.match(/<entry>/g)?.length, 2);
  });

  it("takes its title, description and copyright from the options, and its dates from the posts", async () => {
    const { rss, atom } = await feeds({ copyright: "The fixture writers" });
    assert.match(rss, /<title>Fixture blog<\/title>/);
    assert.match(rss, /<description>News of the fixtures\.<\/description>/);
    assert.match(rss, /<copyright>The fixture writers<\/copyright>/);
    assert.match(atom, /<id>https:\/\/docs\.example\.org\/blog\/<\/id>/);
    assert.match(atom, /<updated>2021-03-01T00:00:00\.000Z<\/updated>/);
    assert.doesNotMatch((await feeds()).rss, /<copyright>/);
  });

  it("reads the posts of the blog folder and writes the feeds into it", async () => {
    const { rss } = await feeds({ blog: "/news/" }, "news");
    assert.ok(rss.includes("https://docs.example.org/news/2021-03-01-newer/"), rss);
    assert.match(rss, /<atom:link href="https:\/\/docs\.example\.org\/news\/feed\.xml"/);
  });

  describe("options", () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ["siteUrl is missing", { siteUrl: undefined }, /options misses the property 'siteUrl'/],
      ["siteUrl is no address", { siteUrl: "example.org" }, /options\.siteUrl should match format "uri"/],
      ["title is empty", { title: "" }, /options\.title should be a non-empty string/],
      ["description is missing", { description: undefined }, /options misses the property 'description'/],
      ["copyright is empty", { copyright: "" }, /options\.copyright should be a non-empty string/],
      ["blog is no folder route", { blog: "/blog" }, /options\.blog should match pattern/],
      ["an option is unknown", { language: "de" }, /options has an unknown property 'language'/],
    ];
    for (const [name, change, message] of cases) {
      it(`rejects its options when ${name}`, () => {
        const options = Object.fromEntries(
          Object.entries({ ...REQUIRED_OPTIONS, ...change }).filter(([, value]) => value !== undefined),
        );
        assert.throws(() => new BlogFeedPlugin(options as unknown as BlogFeedPluginOptions), message);
      });
    }
  });
});
