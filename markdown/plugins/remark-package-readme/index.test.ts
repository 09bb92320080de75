import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import type { Heading, Root } from "mdast";
import { toString } from "mdast-util-to-string";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { repositoryLinks } from "../../site/fetched-readmes/repositoryLinks.ts";
import remarkHeadingIds from "../remark-heading-ids/index.ts";
import remarkPackageReadme, { type PackageReadmeOptions } from "./index.ts";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../test/fixtures/fetched/readmes");
const readme = readFileSync(path.join(fixtures, "fixture-loader.md"), "utf8");
const links = repositoryLinks({
  name: "fixture-loader",
  version: "1.2.3",
  repository: "https://github.com/example/fixture-loader",
  readmeFile: "README.md",
  tarball: "https://registry.example/fixture-loader.tgz",
  fetched: "2026-01-02T03:04:05.000Z",
});
const origin = { packageName: "fixture-loader", version: "1.2.3", fetched: "2026-01-02T03:04:05.000Z" };

function transform(markdown: string, options: PackageReadmeOptions): Root {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkPackageReadme, options).use(remarkHeadingIds);
  return processor.runSync(processor.parse(markdown)) as Root;
}

function urls(tree: Root): string[] {
  const found: string[] = [];
  visit(tree, (node) => {
    if (node.type === "link" || node.type === "image" || node.type === "definition") found.push(node.url);
  });
  return found;
}

function headings(tree: Root): string[] {
  const found: string[] = [];
  visit(tree, "heading", (node: Heading) => void found.push(`h${node.depth} ${toString(node)}`));
  return found;
}

describe("remark-package-readme", () => {
  const tree = transform(readme, { ...origin, resolve: links?.resolve });

  it("puts a notice naming the package, its version and the fetch date first", () => {
    const [notice] = tree.children;
    assert.equal(notice?.type, "blockquote");
    // An alert of the README kind: remark-alerts gives it its title and callout style.
    assert.equal(
      toString(notice),
      "[!README]\nThis page is the README of the fixture-loader package, version 1.2.3, fetched from npm on 2026-01-02.",
    );
  });

  it("drops raw HTML but keeps an HTML heading as a section", () => {
    visit(tree, "html", () => assert.fail("raw HTML is left in the tree"));
    assert.doesNotMatch(toString(tree), /alert|raw HTML never/);
    assert.deepEqual(headings(tree), ["h2 Getting Started", "h2 Options", "h3 mode", "h2 License"]);
  });

  it("points links and images at the repository, keeps anchors the page has and drops other schemes", () => {
    assert.deepEqual(urls(tree), [
      "https://www.npmjs.com/package/fixture-loader",
      "https://github.com/example/fixture-loader/blob/HEAD/CHANGELOG.md",
      "#options",
      "#getting-started",
      "https://raw.githubusercontent.com/example/fixture-loader/HEAD/docs/diagram.png",
      "https://github.com/example/fixture-loader/blob/HEAD/docs/api.md",
      "https://github.com/example/fixture-loader/blob/HEAD/README.md#removed-anchor",
      "https://github.com/example/fixture-loader/blob/HEAD/LICENSE",
      "https://img.shields.io/npm/v/fixture-loader.svg",
      "https://npmjs.com/package/fixture-loader",
    ]);
    assert.match(toString(tree), /never this\./);
  });

  it("leaves no gap between heading levels", () => {
    const gappy = transform("# title\n\n### Usage\n\n##### Example\n\n#### Notes\n\n# Licence\n", origin);
    assert.deepEqual(headings(gappy), ["h2 Usage", "h3 Example", "h3 Notes", "h2 Licence"]);
  });

  it("without a known repository, keeps the text of relative links and drops relative images", () => {
    const plain = transform(
      "Intro.\n\n## Usage\n\nSee [the docs](./docs.md) and [usage](#usage).\n\n![x](x.png)\n",
      origin,
    );
    assert.deepEqual(urls(plain), ["https://www.npmjs.com/package/fixture-loader", "#usage"]);
    assert.match(toString(plain), /See the docs and usage\./);
  });
});
