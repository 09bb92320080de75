import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseCodeMeta } from "../../markdown/plugins/rehype-code-blocks/meta.ts";
import { FOLLOWED_GUIDES } from "./followedGuides.ts";
import { BUILD_SUMMARY } from "./guideSteps.ts";
import { codeBlocks, readContent } from "./readContent.ts";

describe("what the pages say webpack prints", () => {
  it("is reproduced by a test that runs webpack, or marked abridged", () => {
    const followed = new Set(FOLLOWED_GUIDES.map((slug) => `guides/${slug}.md`));
    const failures: string[] = [];
    let reproduced = 0;
    let abridged = 0;
    for (const page of readContent()) {
      for (const block of codeBlocks(page)) {
        if (!BUILD_SUMMARY.test(block.value)) continue;
        if (parseCodeMeta(block.meta).abridged) abridged += 1;
        else if (followed.has(page.file)) reproduced += 1;
        else {
          failures.push(
            `content/${page.file}:${block.position?.start.line ?? 0}: shows what webpack prints, but no test runs this build: ` +
              "mark the block `abridged`, or make the page a guide that guides.test.ts follows",
          );
        }
      }
    }
    console.log(`printed outputs: ${reproduced} reproduced by the guide tests, ${abridged} marked abridged`);
    assert.ok(reproduced > 0);
    assert.deepEqual(failures, []);
  });
});
