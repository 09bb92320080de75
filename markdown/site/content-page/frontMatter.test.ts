import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { parse, stringify } from "yaml";
import { yamlSoup } from "../../../test/helpers/yamlSoup.ts";
import { ContentError, splitFrontMatter, type SplitContent } from "./frontMatter.ts";

/** What any source must give: a page with a title, or a located ContentError. */
function splitOrContentError(source: string): SplitContent | ContentError {
  let outcome: SplitContent | ContentError;
  try {
    outcome = splitFrontMatter(source);
  } catch (error) {
    assert.ok(error instanceof ContentError, `${JSON.stringify(source)} threw ${String(error)}`);
    outcome = error;
  }
  if (outcome instanceof ContentError) {
    assert.ok(outcome.line >= 1 && outcome.line <= source.split("\n").length, `line ${outcome.line}`);
    assert.match(outcome.message, /^front matter: /);
  } else {
    assert.equal(typeof outcome.frontMatter.title, "string");
    assert.ok(outcome.frontMatter.title.trim().length > 0);
  }
  return outcome;
}

const fenced = (yamlText: string) => `---\n${yamlText}\n---\n\n# Body\n`;

/** Fields of the right type and of any other, sometimes with fields front matter does not know. */
const frontMatterFields = fc
  .tuple(
    fc.record(
      {
        title: fc.oneof(fc.string(), fc.anything()),
        sort: fc.oneof(fc.double(), fc.anything()),
        group: fc.string(),
        description: fc.oneof(fc.string(), fc.anything()),
        contributors: fc.oneof(fc.array(fc.string()), fc.anything()),
        keywords: fc.oneof(fc.array(fc.string()), fc.anything()),
        related: fc.oneof(fc.array(fc.record({ title: fc.string(), url: fc.string() })), fc.anything()),
      },
      { requiredKeys: [] },
    ),
    fc.oneof(fc.constant({}), fc.dictionary(fc.string(), fc.anything(), { maxKeys: 2 })),
  )
  .map(([known, unknown]) => ({ ...unknown, ...known }));

describe("splitFrontMatter", () => {
  it("reads a valid front matter and keeps the body on its lines", () => {
    const split = splitFrontMatter("---\ntitle: Output\nsort: 3\n---\n\n# Output\n");
    assert.deepEqual(split.frontMatter, { title: "Output", sort: 3 });
    assert.equal(split.body, `${"\n".repeat(4)}\n# Output\n`);
  });

  it("reads keywords as a list of phrases, and refuses anything else with its line", () => {
    const split = splitFrontMatter("---\ntitle: Devtool\nkeywords: [source maps, sourcemap]\n---\n");
    assert.deepEqual(split.frontMatter.keywords, ["source maps", "sourcemap"]);
    for (const value of ["source maps", "[source maps, '']", "[[nested]]"]) {
      assert.throws(
        () => splitFrontMatter(`---\ntitle: Devtool\nkeywords: ${value}\n---\n`),
        (error: unknown) =>
          error instanceof ContentError &&
          error.line === 3 &&
          error.message === 'front matter: "keywords" must be a list of non-empty strings',
      );
    }
  });

  it("refuses a YAML alias with its line, instead of yaml's ReferenceError", () => {
    for (const [yamlText, line] of [
      ["title: *Important", 2],
      ["sort: 1\ntitle: *Note", 3],
      ["title: x\nlist: &a [1, 2]\nmore: [*a, *a]", 4],
    ] as const) {
      assert.throws(
        () => splitFrontMatter(fenced(yamlText)),
        (error: unknown) =>
          error instanceof ContentError &&
          error.line === line &&
          /reads as a YAML alias, which front matter does not use; quote the value/.test(error.message),
        yamlText,
      );
    }
  });

  it("refuses a billion-laughs alias bomb at once", () => {
    // Each level names the one before nine times: 9^9 strings once expanded.
    const names = [..."abcdefghi"];
    const levels = names.map((name, level) => {
      const items = level === 0 ? "x, ".repeat(9) : `*${names[level - 1]}, `.repeat(9);
      return `${name}: &${name} [${items}]`;
    });
    const outcome = splitOrContentError(fenced(`title: x\n${levels.join("\n")}`));
    assert.ok(outcome instanceof ContentError);
    assert.equal(outcome.line, 4);
  });

  it("gives a page or a located ContentError for any text, quickly", () => {
    fc.assert(fc.property(fc.string({ unit: "binary" }), (source) => void splitOrContentError(source)));
    fc.assert(fc.property(fc.string({ unit: "binary" }), (yamlText) => void splitOrContentError(fenced(yamlText))));
  });

  it("gives a page or a located ContentError for any mix of YAML syntax, quickly", () => {
    fc.assert(
      fc.property(yamlSoup, (yamlText) => void splitOrContentError(fenced(yamlText))),
      { numRuns: 3000 },
    );
  });

  it("gives back the fields as the YAML says them, or a located ContentError, for any values", () => {
    fc.assert(
      fc.property(frontMatterFields, (fields) => {
        const yamlText = stringify(fields);
        const outcome = splitOrContentError(fenced(yamlText));
        if (!(outcome instanceof ContentError)) assert.deepEqual(outcome.frontMatter, parse(yamlText));
      }),
      { numRuns: 1000 },
    );
  });

  it("survives deeply nested YAML", () => {
    const blockList = (depth: number) =>
      Array.from({ length: depth }, (_, level) => `${" ".repeat(level + 1)}- `).join("\n");
    for (const depth of [100, 1000, 10_000]) {
      splitOrContentError(fenced(`title: x\nsort: ${"[".repeat(depth)}${"]".repeat(depth)}`));
    }
    // Indentation makes a block list's text grow with the square of its depth: 500,000 characters here.
    for (const depth of [100, 1000]) splitOrContentError(fenced(`title: x\nsort:\n${blockList(depth)}`));
  });
});
