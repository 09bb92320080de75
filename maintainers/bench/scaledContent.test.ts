import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { sectionsBySize, writeScaledContent } from "./scaledContent.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "scaled-content-"));
after(() => rmSync(root, { recursive: true, force: true }));

/** A content folder with sections of 1 to 8 pages (`s1` … `s8`), a top-level page and a data file. */
function contentFolder(): string {
  const source = path.join(root, "source");
  for (let size = 1; size <= 8; size += 1) {
    mkdirSync(path.join(source, `s${size}`), { recursive: true });
    for (let page = 0; page < size; page += 1) {
      writeFileSync(path.join(source, `s${size}`, `page-${page}.md`), `See [the other](/s${size}/page-0/).\n`);
    }
  }
  writeFileSync(path.join(source, "glossary.md"), "# Glossary\n");
  writeFileSync(path.join(source, "authors.json"), "{}\n");
  return source;
}

describe("writeScaledContent", () => {
  const source = contentFolder();

  it("ranks the sections by their pages", () => {
    assert.deepEqual(
      sectionsBySize(source).map(({ name }) => name),
      ["s8", "s7", "s6", "s5", "s4", "s3", "s2", "s1"],
    );
  });

  it("repeats the six largest sections under new names until they are there `factor` times", () => {
    const target = path.join(root, "times-3");
    const scaled = writeScaledContent(source, target, 3);
    const original = 1 + (8 * 9) / 2;
    const repeated = 8 + 7 + 6 + 5 + 4 + 3;
    assert.equal(scaled.pages, original + 2 * repeated);
    assert.deepEqual(scaled.copies.s8, ["s82", "s83"]);
    assert.equal(scaled.copies.s2, undefined, "a smaller section stays single");
    assert.deepEqual(readdirSync(path.join(target, "s53")).sort(), readdirSync(path.join(source, "s5")).sort());
    assert.equal(readFileSync(path.join(target, "authors.json"), "utf8"), "{}\n");
  });

  it("leaves the links of a copy pointing at the originals, where they resolve", () => {
    const target = path.join(root, "links");
    writeScaledContent(source, target, 2);
    assert.equal(readFileSync(path.join(target, "s72", "page-3.md"), "utf8"), "See [the other](/s7/page-0/).\n");
  });

  it("starts afresh: a smaller factor leaves no copy of a larger one", () => {
    const target = path.join(root, "again");
    writeScaledContent(source, target, 4);
    writeScaledContent(source, target, 2);
    assert.ok(!readdirSync(target).includes("s83"));
  });

  it("refuses a factor that is not a whole number of at least 1", () => {
    assert.throws(() => writeScaledContent(source, path.join(root, "bad"), 0), /whole number ≥ 1, not 0/);
    assert.throws(() => writeScaledContent(source, path.join(root, "bad"), 2.5), /not 2\.5/);
  });
});
