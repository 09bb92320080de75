import { docSearchSettings, siteRelativeUrl } from "./docSearchSettings.ts";

describe("docSearchSettings", () => {
  it("chooses DocSearch only when all three variables are set", () => {
    const all = { DOCSEARCH_APP_ID: "APP", DOCSEARCH_API_KEY: "KEY", DOCSEARCH_INDEX_NAME: "webpack" };
    expect(docSearchSettings(all)).toEqual({ appId: "APP", apiKey: "KEY", indexName: "webpack" });
    expect(docSearchSettings({ ...all, DOCSEARCH_API_KEY: "" })).toBeUndefined();
    expect(docSearchSettings({ DOCSEARCH_APP_ID: "APP" })).toBeUndefined();
    expect(docSearchSettings({})).toBeUndefined();
  });

  it("makes hosted result URLs site-relative", () => {
    expect(siteRelativeUrl("https://webpack.js.org/concepts/output/#filename", "http://localhost:3000")).toBe(
      "/concepts/output/#filename",
    );
    expect(siteRelativeUrl("/guides/?q=1", "http://localhost:3000")).toBe("/guides/?q=1");
  });

  it("gives no URL for a hosted result whose URL does not parse", () => {
    expect(siteRelativeUrl("https://[webpack.js.org/concepts/", "http://localhost:3000")).toBeUndefined();
    expect(siteRelativeUrl("http://", "http://localhost:3000")).toBeUndefined();
  });
});
