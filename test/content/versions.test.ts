import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import { readPageLines, sectionOptionPaths } from "./pageLines.ts";
import { firstReleaseDay, readReleaseTable } from "./releases.ts";
import { optionsAddedIn } from "./schemaAdded.ts";

const releases = readReleaseTable();
const pages = readPageLines();

/** "since 5.109.0", "added in 5.66", "new in 5.112", "in webpack 5.107.0", "available since 5.8.0". */
const VERSION_CLAIM = /\b(?:since|added in|new in|introduced in|in)\s+(?:webpack\s+)?v?(5\.\d+(?:\.\d+)?)\b/gi;
/** In a blog post, every webpack 5 version it names, in prose or in quoted output. */
const ANY_VERSION = /(?<![\w.])(5\.\d+(?:\.\d+)?)(?![\w.]*\d)/g;
/** A note added to a post later: `> **Update, 2026-11-25:** ...` speaks as of its own date. */
const UPDATE_NOTE = /^>.*\*\*Update, (\d{4}-\d{2}-\d{2}):\*\*/;
const BLOG_POST = /^blog\/(\d{4}-\d{2}-\d{2})-/;
/** A code span naming an option right before a claim: "`experiments.css` in 5.66.0", "`glob` (since 5.112.0)". */
const OPTION_BEFORE_CLAIM = /`([\w$]+(?:\.[\w$]+)*)`[\s,(]*$/;
/** A claim that opens a sentence ("Added in 5.112.0.") speaks of the option its section documents. */
const SENTENCE_START = /(?:^|[.:]\s+|^\s*[-*]\s+)$/;

/**
 * The option a version claim is about, when the text says so unambiguously: the code span just
 * before it, or, for a claim that opens a sentence, the option of its section.
 */
function claimedOption(line: string, at: number, section: string | undefined, added: Map<string, string>) {
  const before = line.slice(0, at);
  const named = OPTION_BEFORE_CLAIM.exec(before)?.[1];
  if (named) return [named, section && `${section}.${named}`].find((option) => option && added.has(option));
  return SENTENCE_START.test(before) && section && added.has(section) ? section : undefined;
}

const sameRelease = (stated: string, recorded: string) =>
  stated.split(".").every((part, index) => part === recorded.split(".")[index]);

describe("version claims in the documentation", () => {
  it("names only webpack releases that exist, and where the schema records when an option came, that release", () => {
    const added = optionsAddedIn();
    const failures: string[] = [];
    let claims = 0;
    for (const page of pages) {
      const sections = sectionOptionPaths(page.lines);
      page.lines.forEach((line, index) => {
        for (const claim of line.matchAll(VERSION_CLAIM)) {
          const version = claim[1] as string;
          claims += 1;
          const where = `content/${page.file}:${index + 1}`;
          if (!firstReleaseDay(releases, version)) {
            failures.push(`${where}: webpack ${version} was never released`);
            continue;
          }
          const option = claimedOption(line, claim.index, sections[index], added);
          const recorded = option && added.get(option);
          if (option && recorded && !sameRelease(version, recorded)) {
            failures.push(
              `${where}: says ${version} of \`${option}\`, which webpack's schema says came in ${recorded}`,
            );
          }
        }
      });
    }
    console.log(`version claims: ${claims} checked, ${failures.length} wrong`);
    assert.ok(claims > 0);
    assert.deepEqual(failures, []);
  });

  it("has no blog post name a webpack release made after the post's date", () => {
    const failures: string[] = [];
    let mentions = 0;
    for (const page of pages) {
      const postDate = BLOG_POST.exec(page.file)?.[1];
      if (!postDate) continue;
      let noteDate: string | undefined;
      page.lines.forEach((line, index) => {
        noteDate = line.startsWith(">") ? (UPDATE_NOTE.exec(line)?.[1] ?? noteDate) : undefined;
        const speaksAsOf = noteDate ?? postDate;
        for (const mention of line.matchAll(ANY_VERSION)) {
          const version = mention[1] as string;
          mentions += 1;
          const released = firstReleaseDay(releases, version);
          const where = `content/${page.file}:${index + 1}`;
          if (!released) failures.push(`${where}: webpack ${version} was never released`);
          else if (released > speaksAsOf) {
            failures.push(`${where}: names webpack ${version}, released ${released}, in a text dated ${speaksAsOf}`);
          }
        }
      });
    }
    console.log(`blog posts: ${mentions} webpack versions named, ${failures.length} anachronistic`);
    assert.ok(mentions > 0, `no blog post under ${path.join("content", "blog")} names a release`);
    assert.deepEqual(failures, []);
  });
});
