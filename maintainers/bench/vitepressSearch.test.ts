import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import MiniSearch from "minisearch";
import { measureVitePressRelevance, ourAddress } from "./vitepressSearch.ts";

describe("VitePress's local search in the benchmark", () => {
  it("reads a VitePress result id as our address of the page and section", () => {
    assert.equal(ourAddress("/configuration/output.html#outputpublicpath"), "/configuration/output/#outputpublicpath");
    assert.equal(ourAddress("/concepts/index.html#entry"), "/concepts/#entry");
    assert.equal(ourAddress("/index.html"), "/");
    assert.equal(ourAddress("/api/node.html"), "/api/node/");
  });

  it("asks the questions of the index chunk VitePress emits, with its search options", () => {
    const index = new MiniSearch({ fields: ["title", "titles", "text"], storeFields: ["title", "titles"] });
    index.addAll([
      { id: "/api/node.html#node-interface", title: "Node Interface", titles: [], text: "Run webpack's node api." },
      {
        id: "/guides/caching.html#caching",
        title: "Caching",
        titles: [],
        text: "Use [contenthash] in names; it's stable.",
      },
    ]);
    const output = mkdtempSync(path.join(os.tmpdir(), "vitepress-"));
    mkdirSync(path.join(output, "assets/chunks"), { recursive: true });
    // The chunk's shape: a string literal in single quotes, its own quotes escaped.
    const literal = JSON.stringify(JSON.stringify(index)).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'");
    writeFileSync(
      path.join(output, "assets/chunks/@localSearchIndexroot.Bx1-a_9.js"),
      `const t='${literal}';export{t as default};`,
    );
    const relevance = measureVitePressRelevance(output);
    assert.ok(relevance.questions >= 60);
    // "node api", "run webpack from node" and "contenthash" have an answer in this index, each found first.
    assert.equal(Math.round(relevance.hitAt1 * relevance.questions), 3);
  });
});
