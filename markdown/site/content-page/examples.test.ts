import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { examplesDirectory } from "../../../paths.ts";
import { ContentError, splitFrontMatter, type FrontMatterOptions } from "./frontMatter.ts";

/** A page naming an example on its fourth line. */
function pageWithExample(example: string): string {
  return `---\ntitle: Walkthrough\nsort: 1\nexample: ${example}\n---\n\nBody.\n`;
}

function frontMatterError(source: string, options: FrontMatterOptions = { examplesDirectory }): ContentError {
  try {
    splitFrontMatter(source, options);
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  assert.fail("the front matter was accepted");
}

describe('front matter "example"', () => {
  it("accepts a project folder of the examples folder, nested or not", () => {
    const example = (name: string) =>
      splitFrontMatter(pageWithExample(name), { examplesDirectory }).frontMatter.example;
    assert.equal(example("getting-started"), "getting-started");
    assert.equal(example("module-federation/remote"), "module-federation/remote");
  });

  it("rejects, on its line, a folder that does not exist or holds no package.json", () => {
    const unknown = frontMatterError(pageWithExample("no-such-example"));
    assert.equal(unknown.line, 4);
    assert.equal(
      unknown.message,
      'front matter: "example" names examples/no-such-example, which is not a project with a package.json',
    );
    assert.match(frontMatterError(pageWithExample("module-federation")).message, /examples\/module-federation,/);
  });

  it("rejects a value that is not a folder path below the examples folder", () => {
    for (const value of ["../src", "/examples/getting-started", "Getting Started", "getting-started/"]) {
      assert.match(frontMatterError(pageWithExample(value)).message, /must be a folder path below examples\//, value);
    }
  });

  it("checks only the name's form without an examples folder", () => {
    const { frontMatter } = splitFrontMatter(pageWithExample("no-such-example"));
    assert.equal(frontMatter.example, "no-such-example");
    assert.equal(frontMatterError(pageWithExample("../src"), {}).line, 4);
  });
});
