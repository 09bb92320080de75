import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ContentError, contentPage, postDate, splitFrontMatter, type BlogOptions } from "./index.ts";

const blog: BlogOptions = {
  directory: "/content/blog",
  authors: { sokra: { name: "Tobias Koppers", github: "sokra" }, team: { name: "The webpack team" } },
};

function errorOf(source: string, filePath: string): [string, number] {
  try {
    contentPage(source, filePath, { blog });
  } catch (error) {
    assert.ok(error instanceof ContentError, String(error));
    return [error.message, error.line];
  }
  assert.fail(`${filePath} was accepted`);
}

describe("blog posts", () => {
  it("accepts a post dated by its file name that names known authors", () => {
    const page = contentPage("---\ntitle: Out\nauthors: [sokra, team]\n---\n", "/content/blog/2020-10-10-out.md", {
      blog,
    });
    assert.deepEqual(page.frontMatter.authors, ["sokra", "team"]);
  });

  it("fails a post without authors, or naming an unknown one, at the line of its authors", () => {
    assert.deepEqual(errorOf("---\ntitle: Out\n---\n", "/content/blog/2020-10-10-out.md"), [
      'front matter: a blog post needs "authors", a list of the keys of its authors in the blog\'s authors.json',
      2,
    ]);
    assert.deepEqual(errorOf("---\ntitle: Out\nsort: 1\nauthors: [nobody]\n---\n", "/content/blog/2020-10-10-out.md"), [
      'front matter: unknown author "nobody": authors.json has sokra, team',
      4,
    ]);
  });

  it("fails a post whose file name names no day of the calendar", () => {
    for (const name of ["2021-02-29-leap.md", "2020-13-01-month.md", "undated.md"]) {
      assert.deepEqual(errorOf("---\ntitle: Out\nauthors: [team]\n---\n", `/content/blog/${name}`), [
        "blog post: the file name must start with the day it was published, as YYYY-MM-DD-",
        1,
      ]);
    }
    assert.equal(postDate("/content/blog/2020-02-29-leap.md"), "2020-02-29");
  });

  it("only checks that authors are a list of keys when it does not know the blog (tools reading bodies)", () => {
    assert.deepEqual(splitFrontMatter("---\ntitle: Out\nauthors: [team]\n---\n").frontMatter.authors, ["team"]);
    assert.throws(
      () => splitFrontMatter("---\ntitle: Out\nauthors: 3\n---\n"),
      /"authors" must be a list of author keys/,
    );
  });

  it("keeps authors to posts: the blog's index and other pages have none", () => {
    assert.deepEqual(errorOf("---\ntitle: Blog\nauthors: [team]\n---\n", "/content/blog/index.md"), [
      'front matter: "authors" is for blog posts only',
      3,
    ]);
    assert.equal(contentPage("---\ntitle: Blog\n---\n", "/content/blog/index.md", { blog }).frontMatter.title, "Blog");
    assert.equal(
      contentPage("---\ntitle: Guide\n---\n", "/content/guides/2020-10-10-x.md", { blog }).frontMatter.title,
      "Guide",
    );
  });
});
