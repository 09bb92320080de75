import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createSearchEngine } from "../../src/search/engine.ts";
import { contentIndexOf, indexedPage } from "../../test/helpers/indexedPages.ts";
import { buildSearchIndex } from "./buildSearchIndex.ts";

const OPTIONS = { maxSectionsPerTerm: 20 };

const output = indexedPage(
  "/configuration/output/",
  "Output",
  [
    { id: "", heading: "", text: "Where webpack writes the bundles." },
    { id: "outputpublicpath", heading: "output.publicPath", text: "The public URL of the output directory." },
    { id: "outputfilename", heading: "output.filename", text: "The name of each bundle." },
    { id: "schema-outputpublicpath", heading: "output.publicPath", text: "Type: string. Resolved by browsers." },
  ],
  ["#outputfilename"],
);
const guide = indexedPage(
  "/guides/public-path/",
  "Public Path",
  [{ id: "", heading: "", text: "Set it at run time." }],
  [
    "/configuration/output/#outputpublicpath",
    "/configuration/output/#schema-outputpublicpath",
    "/configuration/output/",
    "/configuration/output/?tab=1#outputpublicpath",
  ],
);

describe("buildSearchIndex", () => {
  it("makes one document per page and heading, at the heading's first anchor, with the words of every repeat", () => {
    const index = buildSearchIndex(contentIndexOf([output, guide]), OPTIONS);
    const outputDocuments = index.documents
      .filter(([page]) => page === 0)
      .map(([, anchor, heading]) => [anchor, heading]);
    assert.deepEqual(outputDocuments, [
      ["", ""],
      ["outputpublicpath", "output.publicPath"],
      ["outputfilename", "output.filename"],
    ]);
    const engine = createSearchEngine(index);
    // "browsers" is only in the repeated heading's second section: the first anchor answers.
    assert.deepEqual(
      engine.search("browsers").map((hit) => hit.href),
      ["/configuration/output/#outputpublicpath"],
    );
  });

  it("counts the links of other pages to each page and heading, under any of its anchors", () => {
    const index = buildSearchIndex(contentIndexOf([output, guide]), OPTIONS);
    const linksTo = (anchor: string) => index.documents.find(([page, id]) => page === 0 && id === anchor)?.[3];
    assert.equal(linksTo(""), 1);
    assert.equal(linksTo("outputpublicpath"), 3);
    // The page's own link to its heading counts for nothing; no count is written when there is none.
    assert.equal(linksTo("outputfilename"), undefined);
    assert.equal(index.documents.find(([page]) => page === 0)?.length, 4);
    assert.equal(index.documents.find(([, anchor]) => anchor === "outputfilename")?.length, 3);
  });

  it("keeps a word many sections use in the sections that use it most, not in none", () => {
    const sections = (count: number, text: string) =>
      Array.from({ length: count }, (_, n) => ({ id: `part-${n}`, heading: `Part ${n}`, text }));
    const mentions = indexedPage("/api/hooks/", "Hooks", sections(3, "One contenthash."));
    const guide = indexedPage("/guides/caching/", "Caching", [
      { id: "names", heading: "Names", text: "contenthash, and contenthash again: the contenthash changes." },
    ]);
    const engine = createSearchEngine(buildSearchIndex(contentIndexOf([mentions, guide]), { maxSectionsPerTerm: 1 }));
    assert.deepEqual(
      engine.search("contenthash").map((hit) => hit.href),
      ["/guides/caching/#names"],
    );
  });
});
