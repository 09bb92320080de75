import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compile, errorMessages, readOutput } from "../../test/helpers/compiler.ts";
import { contentIndexCompiler } from "../../test/helpers/contentIndexCompiler.ts";
import { SitemapPlugin, type SitemapPluginOptions } from "./index.ts";

async function sitemapLocations(options: SitemapPluginOptions, filename = "sitemap.xml"): Promise<string[]> {
  const stats = await compile(contentIndexCompiler([new SitemapPlugin(options)]));
  assert.deepEqual(errorMessages(stats), []);
  return [...readOutput(stats, filename).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
}

describe("SitemapPlugin", () => {
  it("lists every content page once, on the siteUrl's origin", async () => {
    const locations = await sitemapLocations({ siteUrl: "https://docs.example.org" });
    assert.deepEqual(locations, [
      "https://docs.example.org/concepts/",
      "https://docs.example.org/concepts/entry-points/",
      "https://docs.example.org/concepts/output/",
      "https://docs.example.org/guides/",
      "https://docs.example.org/guides/getting-started/",
    ]);
  });

  it("lists the routes before the content pages", async () => {
    const locations = await sitemapLocations({ siteUrl: "https://webpack.js.org", routes: ["/", "/vote/"] });
    assert.deepEqual(locations.slice(0, 3), [
      "https://webpack.js.org/",
      "https://webpack.js.org/vote/",
      "https://webpack.js.org/concepts/",
    ]);
  });

  it("writes the file the filename names", async () => {
    const locations = await sitemapLocations(
      { siteUrl: "https://webpack.js.org", filename: "maps/pages.xml" },
      "maps/pages.xml",
    );
    assert.equal(locations.length, 5);
  });

  describe("options", () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ["siteUrl is missing", {}, /options misses the property 'siteUrl'/],
      ["siteUrl is no address", { siteUrl: "webpack.js.org" }, /options\.siteUrl should match format "uri"/],
      [
        "a route is relative",
        { siteUrl: "https://webpack.js.org", routes: ["vote/"] },
        /options\.routes\[0\] should match pattern "\^\/"/,
      ],
      [
        "filename is empty",
        { siteUrl: "https://webpack.js.org", filename: "" },
        /options\.filename should be a non-empty string/,
      ],
      [
        "an option is unknown",
        { siteUrl: "https://webpack.js.org", pages: [] },
        /options has an unknown property 'pages'/,
      ],
    ];
    for (const [name, options, message] of cases) {
      it(`rejects its options when ${name}`, () => {
        assert.throws(() => new SitemapPlugin(options as unknown as SitemapPluginOptions), message);
      });
    }
  });
});
