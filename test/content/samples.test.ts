import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseCodeMeta } from "../../markdown/plugins/rehype-code-blocks/meta.ts";
import { codeBlocks, readContent } from "./readContent.ts";
import { runSample } from "./runSample.ts";

// webpack.config.js, webpack.prod.js, dev.config.js…; not the configurations of other tools, nor
// one that Babel must compile before Node.js can load it.
const CONFIG_FILE =
  /(^|\/)(webpack(?![\w.-]*\.babel\.)[\w.-]*|(?!postcss|babel|jest|eslint)[\w-]+\.config)\.(js|cjs|mjs|ts)$/;
/** A file a configuration may require from beside it, inside the project. */
const SCRIPT_FILE = /^(?!\/)(?!.*\.\.\/).*\.(js|cjs|mjs|json)$/;

describe("configuration samples in the documentation", () => {
  it("runs every complete sample and validates it with the installed webpack", async () => {
    let checked = 0;
    let partial = 0;
    const failures: string[] = [];
    for (const page of readContent()) {
      // The files the page has shown so far, as it last showed them: what `require("./x")` finds.
      const shown = new Map<string, string>();
      for (const block of codeBlocks(page)) {
        const meta = parseCodeMeta(block.meta);
        const title = meta.title ?? "";
        if (SCRIPT_FILE.test(title) && !meta.partial && block.lang !== "diff") shown.set(title, block.value);
        if (!CONFIG_FILE.test(title) && !meta.config) continue;
        if (block.lang === "diff") continue;
        if (meta.partial) {
          partial += 1;
          continue;
        }
        checked += 1;
        const extension = (/\.(cjs|mjs|ts)$/.exec(title)?.[0] ?? ".js") as ".js" | ".cjs" | ".mjs" | ".ts";
        try {
          await runSample(block.value, extension, shown);
        } catch (error) {
          const line = block.position?.start.line ?? 0;
          failures.push(`content/${page.file}:${line}: ${(error as Error).message.split("\n").slice(0, 3).join(" ")}`);
        }
      }
    }
    console.log(`configuration samples: ${checked} checked, ${partial} partial, ${failures.length} failed`);
    assert.ok(checked > 0);
    assert.deepEqual(failures, []);
  });
});
