import { pageId, printableHref, printableId } from "./printableIds.ts";

const printed = new Set(["/api/", "/api/module-methods/", "/api/cli/"]);

describe("printable ids", () => {
  it("prefixes a heading's id with its page's", () => {
    expect(pageId("/api/module-methods/")).toBe("api-module-methods");
    expect(printableId("/api/module-methods/", "require")).toBe("api-module-methods--require");
    expect(printableId("/api/cli/", "require")).not.toBe(printableId("/api/module-methods/", "require"));
  });

  it("points a page's links to its own headings at their prefixed ids", () => {
    expect(printableHref("#require", "/api/module-methods/", printed)).toBe("#api-module-methods--require");
  });

  it("points links to printed pages and their headings within the printable page", () => {
    expect(printableHref("/api/cli/#flags", "/api/", printed)).toBe("#api-cli--flags");
    expect(printableHref("/api/cli/", "/api/", printed)).toBe("#api-cli");
  });

  it("leaves links elsewhere as they are", () => {
    expect(printableHref("/concepts/#entry", "/api/", printed)).toBe("/concepts/#entry");
    expect(printableHref("https://github.com/webpack/webpack#readme", "/api/", printed)).toBe(
      "https://github.com/webpack/webpack#readme",
    );
  });
});
