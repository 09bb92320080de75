import { hashRedirect } from "./redirects.ts";

describe("hashRedirect", () => {
  it("sends the old cache anchors of other-options to the cache page, keeping the hash", () => {
    expect(hashRedirect("/configuration/other-options/", "#cache")).toBe("/configuration/cache/#cache");
    expect(hashRedirect("/configuration/other-options/", "#cachetype")).toBe("/configuration/cache/#cachetype");
  });

  it("leaves other anchors and pages alone", () => {
    expect(hashRedirect("/configuration/other-options/", "#bail")).toBeUndefined();
    expect(hashRedirect("/configuration/output/", "#cache")).toBeUndefined();
  });
});
