import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import type { Code, Heading } from "mdast";
import { visit } from "unist-util-visit";
import { parseCodeMeta } from "../../markdown/plugins/rehype-code-blocks/meta.ts";
import { entryProblems, errorEntries, type ErrorEntry } from "./errorEntries.ts";
import { codeBlocks, readContent } from "./readContent.ts";
import { isProjectFile, sampleKind, usesWebpackApi } from "./sampleKinds.ts";
import { buildSamples } from "./samplePool.ts";
import type { SampleJob } from "./sampleWorker.ts";
import { snippetProject } from "./snippetProject.ts";

const EXTENSION = /\.(cjs|mjs|ts)$/;
/** `SAMPLE_PAGES=configuration/ npm run test:samples`…: only the pages whose path starts so, while writing them. */
const pagePrefix = process.env.SAMPLE_PAGES ?? "";

/** A build to run for a fence: the fence's place, the fences of webpack code it may read (by path), and its error index entry. */
interface PlannedBuild {
  where: string;
  job: Omit<SampleJob, "id">;
  readable: Map<string, Code>;
  entry?: ErrorEntry;
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
      const entries = page.file.startsWith("errors/") ? errorEntries(page) : new Map<Code, ErrorEntry>();
      // The files the page has shown so far, as it last showed them, and the fences that showed them.
      const shown = new Map<string, string>();
      const shownBy = new Map<string, Code>();
      // The page's last configuration: a file the page shows after it for the first time, under the
      // same heading (`app1/webpack.config.js`, then `app1/src/index.js`), is part of its project too.
      let lastConfiguration: PlannedBuild | undefined;
      const headingLines: number[] = [];
      visit(page.tree, "heading", (heading: Heading) => void headingLines.push(heading.position?.start.line ?? 0));
      const section = (block: Code) => headingLines.filter((line) => line < (block.position?.start.line ?? 0)).length;
      let lastConfigurationSection = -1;
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
          const job = {
            code: project.configuration,
            extension: ".js" as const,
            directory: "",
            files,
            expected: meta.expect,
          };
          planned.push({ where: where(block), job, readable: new Map(shownBy), entry: entries.get(block) });
        } else {
          const kind = sampleKind(block, meta);
          if (kind === "api code") {
            failures.push(
              `${where(block)}: webpack code that no build reads: run it (run-in="module", "plugin", "compilation" or "parser"), give it the title of a file a configuration on the page uses, or mark it fragment="why"`,
            );
          } else if (kind === "project file") {
            if (lastConfiguration && lastConfigurationSection === section(block) && !shown.has(title)) {
              lastConfiguration.job.files.push([title, block.value]);
              lastConfiguration.readable.set(title, block);
            }
            shown.set(title, block.value);
            shownBy.set(title, block);
            if (usesWebpackApi(block)) unread.set(block, where(block));
          } else if (kind === "configuration") {
            const extension = (EXTENSION.exec(title)?.[0] ?? ".js") as SampleJob["extension"];
            const directory = isProjectFile(title) ? path.dirname(title).replace(/^\.$/, "") : "";
            const job = { code: block.value, extension, directory, files: [...shown], expected: meta.expect };
            // A later configuration may require this one (`webpack.prod.js` merging `webpack.common.js`).
            if (isProjectFile(title)) shown.set(title, block.value);
            lastConfiguration = { where: where(block), job, readable: new Map(shownBy), entry: entries.get(block) };
            lastConfigurationSection = section(block);
            planned.push(lastConfiguration);
          }
        }
      }
    }
    const results = await buildSamples(planned.map(({ job }) => job));
    // Each error index entry's quoted message, against what its reproduction's builds printed.
    const entryMessages = new Map<ErrorEntry, { where: string; messages: string[]; emittedWords: string[] }>();
    planned.forEach(({ where, readable, entry, job }, index) => {
      const { problems, filesRead, messages } = results[index]!;
      if (entry) {
        const seen = entryMessages.get(entry) ?? { where, messages: [], emittedWords: [] };
        seen.messages.push(...messages);
        if (job.expected.content !== undefined && problems.length === 0) seen.emittedWords.push(job.expected.content);
        entryMessages.set(entry, seen);
      }
      failures.push(...problems.map((problem) => `${where}: ${problem}`));
      for (const file of filesRead) {
        const block = readable.get(file);
        if (block) unread.delete(block);
      }
    });
    for (const [entry, { where, messages, emittedWords }] of entryMessages) {
      failures.push(
        ...entryProblems(entry, messages, emittedWords).map((problem) => `${where}: ${entry.heading}: ${problem}`),
      );
    }
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
