import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ContentError, contentPage, type PageText } from "./index.ts";

const SOURCE = "---\ntitle: Output\npackage: output-loader\n---\n\nOwn text.\n";

describe("contentPage", () => {
  it("is the page's validated front matter and its body, made of no other file", () => {
    assert.deepEqual(contentPage(SOURCE, "/content/output.md"), {
      frontMatter: { title: "Output", package: "output-loader" },
      body: "\n\n\n\n\nOwn text.\n",
      dependencies: { files: [], missing: [] },
    });
  });

  it("hands the valid page and its file to transformPage, and is what that gives back", () => {
    const seen: [PageText, string][] = [];
    const page = contentPage(SOURCE, "/content/output.md", {
      transformPage: (text, filePath) => {
        seen.push([text, filePath]);
        return {
          frontMatter: { ...text.frontMatter, source: "https://example.test/README.md" },
          body: "Another text.\n",
          dependencies: { files: ["/fetched/README.md"], missing: ["/fetched/CHANGELOG.md"] },
        };
      },
    });
    assert.deepEqual(seen, [
      [
        { frontMatter: { title: "Output", package: "output-loader" }, body: "\n\n\n\n\nOwn text.\n" },
        "/content/output.md",
      ],
    ]);
    assert.deepEqual(page, {
      frontMatter: { title: "Output", package: "output-loader", source: "https://example.test/README.md" },
      body: "Another text.\n",
      dependencies: { files: ["/fetched/README.md"], missing: ["/fetched/CHANGELOG.md"] },
    });
  });

  it("throws the front matter's ContentError before any transform runs", () => {
    let transformed = false;
    assert.throws(
      () =>
        contentPage("---\ntitle: Output\nsort: first\n---\n", "/content/output.md", {
          transformPage: (text) => {
            transformed = true;
            return { ...text, dependencies: { files: [], missing: [] } };
          },
        }),
      (error: unknown) => error instanceof ContentError && error.line === 3,
    );
    assert.equal(transformed, false);
  });
});
