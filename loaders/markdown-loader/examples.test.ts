import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { buildIndex } from "../../plugins/content-index-plugin/buildIndex.ts";
import { compile, errorMessages, getCompiler } from "../../test/helpers/compiler.ts";
import { ContentError, splitFrontMatter } from "./frontMatter.ts";

const require = createRequire(import.meta.url);
const loaderPath = path.join(path.dirname(fileURLToPath(import.meta.url)), "index.ts");

/** A page naming an example on its fourth line. */
function pageWithExample(example: string): string {
  return `---\ntitle: Walkthrough\nsort: 1\nexample: ${example}\n---\n\nBody.\n`;
}

function frontMatterError(source: string): ContentError {
  try {
    splitFrontMatter(source);
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  assert.fail("the front matter was accepted");
}

/** A content folder holding one page, outside the repository's own content. */
function contentFolderWith(source: string): { folder: string; page: string } {
  const folder = mkdtempSync(path.join(os.tmpdir(), "example-field-"));
  const page = path.join(folder, "walkthrough.md");
  writeFileSync(page, source);
  return { folder, page };
}

describe('front matter "example"', () => {
  it("accepts a project folder of examples/, nested or not", () => {
    assert.equal(splitFrontMatter(pageWithExample("getting-started")).frontMatter.example, "getting-started");
    assert.equal(
      splitFrontMatter(pageWithExample("module-federation/remote")).frontMatter.example,
      "module-federation/remote",
    );
  });

  it("rejects, on its line, a folder that does not exist or holds no package.json", () => {
    const unknown = frontMatterError(pageWithExample("no-such-example"));
    assert.equal(unknown.line, 4);
    assert.match(unknown.message, /"example" names examples\/no-such-example, which is not a project/);
    assert.match(frontMatterError(pageWithExample("module-federation")).message, /examples\/module-federation,/);
  });

  it("rejects a value that is not a folder path below examples/", () => {
    for (const value of ["../src", "/examples/getting-started", "Getting Started", "getting-started/"]) {
      assert.match(frontMatterError(pageWithExample(value)).message, /must be a folder path below examples\//, value);
    }
  });

  it("fails the markdown loader's module with the file and line", async () => {
    const { page } = contentFolderWith(pageWithExample("no-such-example"));
    const compiler = getCompiler({
      context: path.dirname(page),
      entry: page,
      externals: { "react/jsx-runtime": `commonjs ${require.resolve("react/jsx-runtime")}` },
      module: { rules: [{ test: /\.md$/, use: { loader: loaderPath } }] },
    });
    const [message = ""] = errorMessages(await compile(compiler));
    assert.match(message, /walkthrough\.md:4: front matter: "example" names examples\/no-such-example/);
  });

  it("is a problem of the content index, with the file and line", async () => {
    const { folder, page } = contentFolderWith(pageWithExample("no-such-example"));
    const index = await buildIndex({
      contentDirectory: folder,
      repositoryRoot: folder,
      editBase: "https://example.com/edit/",
      remarkPlugins: [],
      siteUrl: "https://example.com",
      history: new Map(),
      authorHandles: {},
      excludedContributors: [],
      cache: new Map(),
    });
    assert.deepEqual(
      index.problems.map(({ file, line }) => ({ file, line })),
      [{ file: page, line: 4 }],
    );
  });
});
