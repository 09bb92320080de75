import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Code } from "mdast";
import { parseCodeMeta } from "../../markdown/plugins/rehype-code-blocks/meta.ts";
import { codeBlocks, readContent } from "./readContent.ts";
import { sampleKind, usesWebpackApi } from "./sampleKinds.ts";
import { buildSamples } from "./samplePool.ts";
import type { SampleJob } from "./sampleWorker.ts";
import { snippetProject } from "./snippetProject.ts";

const EXTENSION = /\.(cjs|mjs|ts)$/;
/** `SAMPLE_PAGES=configuration/ npm run test:samples`…: only the pages whose path starts so, while writing them. */
const pagePrefix = process.env.SAMPLE_PAGES ?? "";

/** A build to run for a fence: the fence's place, and the fences of webpack code it may read (by path). */
interface PlannedBuild {
  where: string;
  job: Omit<SampleJob, "id">;
  readable: Map<string, Code>;
}

describe("code samples in the documentation", () => {
  it("builds every sample that is not a fragment, finds what its fence expects, and reads all webpack code", async () => {
    const planned: PlannedBuild[] = [];
    const failures: string[] = [];
    // Fences of webpack code (`src/index.js` with `import()`, a plugin's file) that a build must read.
    const unread = new Map<Code, string>();
    let fragments = 0;
    for (const page of readContent().filter(({ file }) => file.startsWith(pagePrefix))) {
      const where = (block: Code) => `content/${page.file}:${block.position?.start.line ?? 0}`;
      // The files the page has shown so far, as it last showed them, and the fences that showed them.
      const shown = new Map<string, string>();
      const shownBy = new Map<string, Code>();
      for (const block of codeBlocks(page)) {
        const meta = parseCodeMeta(block.meta);
        const title = meta.title ?? "";
        if (meta.fragment !== undefined) {
          fragments += 1;
        } else if (meta.runIn !== undefined) {
          const project = snippetProject(meta.runIn, block.value);
          if (project === undefined) {
            failures.push(`${where(block)}: run-in="${meta.runIn}" is not module, plugin, compilation or parser`);
            continue;
          }
          const files = [...shown, ...project.files];
          const job = { code: project.configuration, extension: ".js" as const, files, expected: meta.expect };
          planned.push({ where: where(block), job, readable: new Map(shownBy) });
        } else {
          const kind = sampleKind(block, meta);
          if (kind === "api code") {
            failures.push(
              `${where(block)}: webpack code that no build reads: run it (run-in="module", "plugin", "compilation" or "parser"), give it the title of a file a configuration on the page uses, or mark it fragment="why"`,
            );
          } else if (kind === "project file") {
            shown.set(title, block.value);
            shownBy.set(title, block);
            if (usesWebpackApi(block)) unread.set(block, where(block));
          } else if (kind === "configuration") {
            const extension = (EXTENSION.exec(title)?.[0] ?? ".js") as SampleJob["extension"];
            const job = { code: block.value, extension, files: [...shown], expected: meta.expect };
            planned.push({ where: where(block), job, readable: new Map(shownBy) });
          }
        }
      }
    }
    const results = await buildSamples(planned.map(({ job }) => job));
    planned.forEach(({ where, readable }, index) => {
      const { problems, filesRead } = results[index]!;
      failures.push(...problems.map((problem) => `${where}: ${problem}`));
      for (const file of filesRead) {
        const block = readable.get(file);
        if (block) unread.delete(block);
      }
    });
    for (const where of unread.values()) {
      failures.push(
        `${where}: no configuration on the page builds this file: show one that does, or mark the fence fragment="why"`,
      );
    }
    console.log(`code samples: ${planned.length} built, ${fragments} fragments, ${failures.length} problems`);
    assert.ok(planned.length > 0, `no samples on pages starting with "${pagePrefix}"`);
    assert.equal(failures.length, 0, `\n${failures.join("\n")}`);
  });
});
