import assert from "node:assert/strict";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { temporaryDirectory } from "../../../test/helpers/temporaryDirectory.ts";
import { contentPage } from "../content-page/index.ts";
import { fetchedPackageFiles } from "./fetchedPackage.ts";
import { fetchedReadmes } from "./index.ts";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../test/fixtures");
const pageFile = path.join(fixtures, "package-content/loaders/fixture-loader.md");
const page = readFileSync(pageFile, "utf8");

/** A fetched folder holding the fixture package's files, for a test to change. */
function fetchedCopy(): string {
  const directory = temporaryDirectory("fetched");
  cpSync(path.join(fixtures, "fetched"), directory, { recursive: true });
  return directory;
}

function read(source: string, filePath: string, fetchedDirectory: string) {
  return contentPage(source, filePath, { transformPage: fetchedReadmes(fetchedDirectory) });
}

describe("fetchedReadmes", () => {
  it("shows a page's own text when it names no package or none was fetched", () => {
    const own = read("---\ntitle: Plain\n---\n\nText.\n", "/content/plain.mdx", fetchedCopy());
    assert.deepEqual(own, {
      frontMatter: { title: "Plain" },
      body: "\n\n\n\nText.\n",
      dependencies: { files: [], missing: [] },
    });
    const empty = temporaryDirectory("fetched");
    const notFetched = read(page, pageFile, empty);
    assert.match(notFetched.body, /Our own overview/);
    const files = fetchedPackageFiles(empty, "fixture-loader");
    assert.deepEqual(notFetched.dependencies, { files: [], missing: [files.readme, files.metadata] });
  });

  it("shows the fetched README, as Markdown, with the README's addresses", () => {
    const fetched = fetchedCopy();
    const source = read(page, pageFile, fetched);
    // Made fit for the site and written back as Markdown: the notice first, no raw HTML.
    assert.match(source.body, /^> \\\[!README]\n> This page is the README of the \[`fixture-loader`\]/);
    assert.doesNotMatch(source.body, /<div/);
    assert.equal(source.frontMatter.title, "fixture-loader");
    assert.equal(source.frontMatter.source, "https://raw.githubusercontent.com/example/fixture-loader/HEAD/README.md");
    assert.equal(source.frontMatter.edit, "https://github.com/example/fixture-loader/edit/main/README.md");
    assert.equal(source.frontMatter.repo, "https://github.com/example/fixture-loader");
    const files = fetchedPackageFiles(fetched, "fixture-loader");
    assert.deepEqual(source.dependencies, { files: [files.readme, files.metadata], missing: [] });
  });

  it("keeps the page's own text when the README has no sections, like a pointer to a website", () => {
    const fetched = fetchedCopy();
    writeFileSync(fetchedPackageFiles(fetched, "fixture-loader").readme, "The docs are at https://docs.example/.\n");
    const source = read(page, pageFile, fetched);
    assert.match(source.body, /Our own overview/);
    assert.equal(source.frontMatter.source, undefined);
    assert.equal(source.dependencies.files.length, 2, "a better README fetched later still rebuilds the page");
  });

  it("fails, naming the file, when the fetched metadata is not what the fetch writes", () => {
    const fetched = fetchedCopy();
    const { metadata } = fetchedPackageFiles(fetched, "fixture-loader");
    writeFileSync(metadata, '{ "name": "fixture-loader" }');
    assert.throws(() => read(page, pageFile, fetched), new RegExp(`${metadata} is not what \`npm run fetch\``));
    writeFileSync(metadata, "{ truncated");
    assert.throws(() => read(page, pageFile, fetched), /run it again, or delete the file/);
  });
});
