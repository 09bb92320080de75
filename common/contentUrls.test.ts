import fc from "fast-check";
import {
  contentFileCandidates,
  firstPathSegment,
  isContentFile,
  urlOfContentFile,
  urlOfContentFolder,
} from "./contentUrls.ts";

/** A path segment in the style of the content folder's names. */
const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,11}$/);
const folder = fc.array(segment, { maxLength: 4 }).map((parts) => parts.join("/"));
const contentFile = fc
  .tuple(folder, fc.oneof(segment, fc.constant("index")), fc.constantFrom(".md", ".mdx"))
  .map(([directory, name, extension]) => (directory ? `${directory}/` : "") + name + extension);

describe("content file ↔ page address", () => {
  it("gives a page the address of its file, an index file that of its folder", () => {
    expect(urlOfContentFile("concepts/output.md")).toBe("/concepts/output/");
    expect(urlOfContentFile("api/loaders.mdx")).toBe("/api/loaders/");
    expect(urlOfContentFile("concepts/index.md")).toBe("/concepts/");
    expect(urlOfContentFile("index.mdx")).toBe("/");
    expect(urlOfContentFile("glossary.md")).toBe("/glossary/");
    expect(urlOfContentFolder("concepts")).toBe("/concepts/");
    expect(urlOfContentFolder("")).toBe("/");
  });

  it("lists the files an address may come from, Markdown before MDX, the file before the folder's index", () => {
    expect(contentFileCandidates("/concepts/")).toEqual([
      "concepts.md",
      "concepts.mdx",
      "concepts/index.md",
      "concepts/index.mdx",
    ]);
    expect(contentFileCandidates("/")).toEqual(["index.md", "index.mdx"]);
  });

  it("finds every content file again from its address", () => {
    fc.assert(fc.property(contentFile, (file) => contentFileCandidates(urlOfContentFile(file)).includes(file)));
  });

  it("gives every file it lists for an address that same address", () => {
    fc.assert(
      fc.property(folder, (path) => {
        const url = urlOfContentFolder(path);
        return contentFileCandidates(url).every((file) => urlOfContentFile(file) === url);
      }),
    );
  });

  it("tells content files by their extension", () => {
    expect(isContentFile("output.md")).toBe(true);
    expect(isContentFile("loaders.mdx")).toBe(true);
    expect(isContentFile("authors.json")).toBe(false);
    expect(isContentFile("notes.md.bak")).toBe(false);
  });
});

describe("firstPathSegment", () => {
  it("names the section of an address, and nothing for the home page", () => {
    expect(firstPathSegment("/api/printable/")).toBe("api");
    expect(firstPathSegment("/concepts/")).toBe("concepts");
    expect(firstPathSegment("/configuration/output/#outputpath")).toBe("configuration");
    expect(firstPathSegment("/")).toBe("");
  });
});
