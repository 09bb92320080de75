import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import type { Code } from "mdast";
import { parseCodeMeta } from "../../markdown/plugins/rehype-code-blocks/meta.ts";
import { buildSample } from "./buildSample.ts";
import { sampleBuildProblems } from "./checkSampleBuild.ts";
import { codeBlocks, readContent } from "./readContent.ts";
import { sampleKind, usesWebpackApi } from "./sampleKinds.ts";

const EXTENSION = /\.(cjs|mjs|ts)$/;

describe("code samples in the documentation", () => {
  it("builds every configuration that is not a fragment, finds what its fence expects, and reaches all webpack code", async () => {
    const counts = { built: 0, read: 0, fragments: 0 };
    const failures: string[] = [];
    for (const page of readContent()) {
      const where = (block: Code) => `content/${page.file}:${block.position?.start.line ?? 0}`;
      // The files the page has shown so far, as it last showed them, and the fences that showed them.
      const shown = new Map<string, string>();
      const shownBy = new Map<string, Code>();
      // Fences of webpack code that a build has still to read.
      const unread = new Set<Code>();
      for (const block of codeBlocks(page)) {
        const meta = parseCodeMeta(block.meta);
        const title = meta.title ?? "";
        const kind = sampleKind(block, meta);
        if (kind === "other") continue;
        if (meta.fragment !== undefined) {
          counts.fragments += 1;
          continue;
        }
        if (kind === "api code") {
          failures.push(`${where(block)}: webpack code no build can read: give it the title of a file a configuration on the page uses, or mark it fragment="why"`);
          continue;
        }
        if (kind === "project file") {
          shown.set(title, block.value);
          shownBy.set(title, block);
          if (usesWebpackApi(block)) unread.add(block);
          continue;
        }
        counts.built += 1;
        const extension = (EXTENSION.exec(title)?.[0] ?? ".js") as ".js" | ".cjs" | ".mjs" | ".ts";
        try {
          const build = await buildSample(block.value, extension, shown);
          failures.push(...sampleBuildProblems(build, meta.expect).map((problem) => `${where(block)}: ${problem}`));
          for (const [name, shower] of shownBy) {
            if (build.filesRead.has(path.join(build.folder, name)) && unread.delete(shower)) counts.read += 1;
          }
        } catch (error) {
          failures.push(`${where(block)}: ${(error as Error).message.split("\n")[0]}`);
        }
      }
      for (const block of unread) {
        failures.push(`${where(block)}: no configuration on the page builds this file: show one that does, or mark the fence fragment="why"`);
      }
    }
    console.log(
      `code samples: ${counts.built} configurations built, ${counts.read} files of webpack code read by them, ${counts.fragments} fragments, ${failures.length} problems`,
    );
    if (process.env.SAMPLE_PROBLEMS) (await import("node:fs")).writeFileSync(process.env.SAMPLE_PROBLEMS, failures.join("\n"));
    assert.ok(counts.built > 0);
    assert.deepEqual(failures, []);
  });
});
