import assert from "node:assert/strict";
import { describe, it } from "node:test";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { VFile } from "vfile";
import rehypeCodeBlocks from "../../plugins/rehype-code-blocks/index.ts";
import remarkPackageManagerTabs from "./index.ts";

function render(markdown: string): string {
  return String(
    unified()
      .use(remarkParse)
      .use(remarkPackageManagerTabs)
      .use(remarkRehype)
      .use(rehypeCodeBlocks)
      .use(rehypeStringify)
      .processSync(new VFile({ path: "/site/content/guides/start.md", value: markdown })),
  );
}

describe("remark-package-manager-tabs", () => {
  it("turns an install block into ARIA tabs, npm's shown, each manager's command a code block", () => {
    const html = render("```bash\nnpm install --save-dev webpack\nnpx webpack\n```");
    assert.match(html, /^<div class="package-manager-tabs"><div role="tablist" aria-label="Package manager">/);
    assert.match(
      html,
      /<button type="button" role="tab" id="guides-start-install-1-npm-tab" aria-controls="guides-start-install-1-npm" aria-selected="true" tabindex="0" data-package-manager="npm">npm<\/button>/,
    );
    assert.match(
      html,
      /<button type="button" role="tab" id="guides-start-install-1-bun-tab" aria-controls="guides-start-install-1-bun" aria-selected="false" tabindex="-1" data-package-manager="bun">bun<\/button>/,
    );
    assert.match(
      html,
      /<div role="tabpanel" id="guides-start-install-1-npm" aria-labelledby="guides-start-install-1-npm-tab" data-package-manager="npm"><figure class="code-block">/,
    );
    assert.match(
      html,
      /<div role="tabpanel" id="guides-start-install-1-pnpm" aria-labelledby="guides-start-install-1-pnpm-tab" data-package-manager="pnpm" hidden>/,
    );
    const text = html.replace(/<[^>]+>/g, "");
    for (const line of [
      "yarn add --dev webpack",
      "yarn webpack",
      "pnpm add --save-dev webpack",
      "pnpm exec webpack",
      "bun add --dev webpack",
      "bunx webpack",
    ]) {
      assert.ok(text.includes(line), line);
    }
  });

  it("gives each group of a page its own ids, so that every tab controls its own panel", () => {
    const html = render("```bash\nnpm install webpack\n```\n\n```bash\nnpm install react\n```");
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id);
    assert.equal(ids.length, 16);
    assert.equal(new Set(ids).size, 16);
    assert.match(html, /aria-controls="guides-start-install-2-yarn"/);
    assert.match(html, /id="guides-start-install-2-yarn" aria-labelledby="guides-start-install-2-yarn-tab"/);
  });

  it("keeps the other commands of an install block in every tab", () => {
    const text = render("```bash\nmkdir demo\ncd demo\nnpm init -y\nnpm install -D webpack\n```").replace(
      /<[^>]+>/g,
      "",
    );
    assert.ok(text.includes("mkdir demo\ncd demo\npnpm init\npnpm add --save-dev webpack"), text);
  });

  it("leaves blocks with an npm command it cannot translate, and other languages, as they are", () => {
    assert.doesNotMatch(render("```bash\nnpm install x\nnpm test\n```"), /tablist/);
    assert.doesNotMatch(render("```js\nnpx webpack\n```"), /tablist/);
    assert.doesNotMatch(render("```bash\nnpm run build\n```"), /tablist/);
    assert.doesNotMatch(render("```bash\nnpx webpack --mode production\n```"), /tablist/);
  });
});
