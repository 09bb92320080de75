import assert from "node:assert/strict";
import path from "node:path";
import { afterEach, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import HtmlWebpackPlugin from "html-webpack-plugin";
import type { Compiler, Configuration, Stats, WebpackPluginInstance } from "webpack";
import { compile, errorMessages, getCompiler, readOutput } from "../../test/helpers/compiler.ts";
import { fillTemplate } from "./fillTemplate.ts";
import { PrerenderPlugin, type PrerenderPluginOptions } from "./index.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const TEMPLATE =
  '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div>' +
  '<!--app-scripts--><script src="/app.js"></script><!--/app-scripts--></body></html>';

/** What the fixture renderer reads to fail or answer another status (see test-fixtures/renderer.js). */
const fixture = globalThis as {
  prerenderFixture?: {
    throwOn?: string;
    statusOf?: Record<string, number>;
    appendHtml?: string;
    onRender?: (url: string) => void;
  };
};

interface Fixture {
  template?: string;
  target?: Configuration["target"];
  publicPath?: string;
  /** Plugins that stand for the build's others, such as its minimizers. */
  plugins?: WebpackPluginInstance[];
}

/** The page module's chunk, as the fixture's build names it. */
const PAGE_CHUNK = "test-fixtures_page_js.js";

/**
 * A plugin at the minimizers' stage (OPTIMIZE_SIZE): it works for `workMs` off the thread, as swc
 * does, then renames the page's chunk, as the real content hash of a minified chunk does.
 */
function minimizerStandIn(log: string[], workMs = 200): WebpackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap("MinimizerStandIn", (compilation) => {
        compilation.hooks.processAssets.tapPromise(
          { name: "MinimizerStandIn", stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
          async () => {
            log.push("minimizing");
            await new Promise((resolve) => setTimeout(resolve, workMs));
            compilation.renameAsset(PAGE_CHUNK, "page.minified.js");
            log.push("minimized");
          },
        );
      });
    },
  };
}

function compilerFor(
  options: Partial<PrerenderPluginOptions> = {},
  { template = TEMPLATE, target = "web", publicPath = "/", plugins = [] }: Fixture = {},
) {
  return getCompiler({
    context: here,
    target,
    entry: {
      app: "./test-fixtures/app.js",
      renderer: { import: "./test-fixtures/renderer.js", library: { type: "commonjs2" } },
    },
    output: { path: path.join(here, "dist"), publicPath },
    plugins: [
      new HtmlWebpackPlugin({
        templateContent: template,
        filename: "template.html",
        excludeChunks: ["renderer"],
        inject: false,
        minify: false,
      }),
      new PrerenderPlugin({ entry: "renderer", template: "template.html", ...options }),
      ...plugins,
    ],
  });
}

function assetNames(stats: Stats): string[] {
  return Object.keys(stats.compilation.assets).sort();
}

describe("PrerenderPlugin", () => {
  afterEach(() => {
    delete fixture.prerenderFixture;
  });

  it("emits one page per route as assets of the compilation, and drops the renderer and the template", async () => {
    const stats = await compile(compilerFor());
    assert.deepEqual(errorMessages(stats), []);
    const names = assetNames(stats);
    assert.ok(names.includes("concepts/output/index.html"), names.join());
    assert.ok(names.includes("404.html"), names.join());
    assert.ok(!names.some((name) => name.startsWith("renderer") || name === "template.html"), names.join());
    assert.throws(() => readOutput(stats, "template.html"), /ENOENT/);

    const html = readOutput(stats, "concepts/output/index.html");
    assert.match(html, /<title>Output \| site<\/title>/);
    assert.match(html, /<link rel="canonical" href="https:\/\/example\.test\/concepts\/output\/">/);
    // The page module is the browser's lazy chunk, found already installed by the renderer.
    assert.match(html, /<div id="root"><h1>Output<\/h1><p>Where the bundles go\.<\/p><\/div>/);
    assert.match(html, /<script src="\/app\.js"><\/script>/);
    assert.match(readOutput(stats, "404.html"), /<h1>Page Not Found<\/h1>/);
  });

  it("puts the scripts a render names in place of the app's", async () => {
    const stats = await compile(compilerFor());
    const html = readOutput(stats, "concepts/output/printable/index.html");
    assert.match(html, /<script src="\/print\.js"><\/script>/);
    assert.doesNotMatch(html, /app\.js/);
  });

  it("renders the pages while the minimizers work, and emits them once the assets have their final names", async () => {
    const log: string[] = [];
    fixture.prerenderFixture = { onRender: (url) => log.push(`render ${url}`) };
    const stats = await compile(compilerFor({}, { plugins: [minimizerStandIn(log)] }));
    assert.deepEqual(errorMessages(stats), []);
    assert.deepEqual(log, [
      "minimizing",
      "render /concepts/output/",
      "render /concepts/output/printable/",
      "render /404/",
      "minimized",
    ]);
    assert.match(readOutput(stats, "concepts/output/index.html"), /<h1>Output<\/h1>/);
  });

  it("fails the build naming the route whose markup names a file renamed after the render", async () => {
    fixture.prerenderFixture = { appendHtml: `<link rel="preload" href="/${PAGE_CHUNK}" as="script">` };
    const stats = await compile(compilerFor({}, { plugins: [minimizerStandIn([], 0)] }));
    const named = errorMessages(stats).map((message) =>
      /^PrerenderPlugin: (\S+) names "([^"]+)", renamed after/.exec(message)?.slice(1),
    );
    assert.deepEqual(named, [
      ["/concepts/output/", PAGE_CHUNK],
      ["/concepts/output/printable/", PAGE_CHUNK],
      ["/404/", PAGE_CHUNK],
    ]);
    assert.ok(!assetNames(stats).some((name) => name.endsWith(".html")), assetNames(stats).join());
  });

  it("fails the build naming the route whose render throws, and still emits the others", async () => {
    fixture.prerenderFixture = { throwOn: "/concepts/output/" };
    const stats = await compile(compilerFor());
    assert.match(errorMessages(stats).join("\n"), /PrerenderPlugin: \/concepts\/output\/: Error: no page for/);
    assert.ok(!assetNames(stats).includes("concepts/output/index.html"));
    assert.ok(assetNames(stats).includes("404.html"));
  });

  it("fails the build on a route that renders with another status than the one it stands for", async () => {
    fixture.prerenderFixture = { statusOf: { "/404/": 200 } };
    const stats = await compile(compilerFor());
    assert.deepEqual(errorMessages(stats), ["PrerenderPlugin: /404/ rendered with status 200, expected 404"]);
  });

  it("fails the build when the entry it should run is not there", async () => {
    const stats = await compile(compilerFor({ entry: "server" }));
    assert.deepEqual(errorMessages(stats), ['PrerenderPlugin: no JavaScript bundle for the entry "server"']);
  });

  it("fails the build when the renderer cannot start", async () => {
    const stats = await compile(compilerFor({}, { publicPath: "auto" }));
    assert.match(
      errorMessages(stats).join("\n"),
      /PrerenderPlugin: the renderer failed before rendering: Error: Automatic publicPath is not supported/,
    );
  });

  it("fails the build when the template asset is not there", async () => {
    const stats = await compile(compilerFor({ template: "index.html" }));
    assert.deepEqual(errorMessages(stats), ['PrerenderPlugin: no asset named "index.html" to fill']);
  });

  it("fails the build on a template without its markers", async () => {
    const stats = await compile(compilerFor({}, { template: "<html><body></body></html>" }));
    assert.deepEqual(errorMessages(stats), [
      'PrerenderPlugin: "template.html" lacks one of the markers <!--app-head-->, <!--app-html-->, <!--app-scripts-->',
    ]);
  });

  it("needs chunks that announce themselves (the array-push format of browser builds)", async () => {
    const stats = await compile(compilerFor({}, { target: "node" }));
    assert.deepEqual(errorMessages(stats), [
      'PrerenderPlugin: the renderer\'s chunks must use the "array-push" chunk format (a browser target), not "commonjs"',
    ]);
  });

  for (const [name, options, message] of [
    ["entry is missing", { template: "template.html" }, /options misses the property 'entry'/],
    ["template is missing", { entry: "renderer" }, /options misses the property 'template'/],
    ["entry is empty", { entry: "", template: "template.html" }, /options\.entry should be a non-empty string/],
    ["template is empty", { entry: "renderer", template: "" }, /options\.template should be a non-empty string/],
    [
      "an option is unknown",
      { entry: "renderer", template: "t.html", output: "/out" },
      /has an unknown property 'output'/,
    ],
  ] as const) {
    it(`rejects its options when ${name}`, () => {
      assert.throws(() => new PrerenderPlugin(options as unknown as PrerenderPluginOptions), message);
    });
  }
});

describe("fillTemplate", () => {
  const page = {
    head: '<title>Output | webpack</title><meta name="description" content="Where"/>',
    html: "<h1>Output</h1>",
    canonical: 'https://x.test/"where"',
  };

  it("puts the head the app rendered into the template's head, before the tags it writes", () => {
    const html = fillTemplate(TEMPLATE, page);
    assert.equal(html.match(/<title>/g)?.length, 1);
    assert.match(html, /<head><title>Output \| webpack<\/title><meta name="description" content="Where"\/>\s+<link/);
  });

  it("escapes the head it writes", () => {
    const html = fillTemplate(TEMPLATE, page);
    assert.match(html, /<link rel="canonical" href="https:\/\/x\.test\/&#34;where&#34;">/);
  });

  it("writes the canonical link of a page with one address, and no robots rule", () => {
    const html = fillTemplate(TEMPLATE, { ...page, canonical: "https://x.test/" });
    assert.match(html, /<link rel="canonical" href="https:\/\/x\.test\/">/);
    assert.doesNotMatch(html, /name="robots"/);
  });

  it("keeps a page without an address out of search engines, with no canonical link", () => {
    const html = fillTemplate(TEMPLATE, { ...page, canonical: undefined, noindex: true });
    assert.match(html, /<meta name="robots" content="noindex">/);
    assert.doesNotMatch(html, /rel="canonical"/);
  });

  it("writes the page's Open Graph and Twitter card tags besides the title and description's", () => {
    const social = { type: "article", siteName: "webpack", image: "https://x.test/social.png" };
    const html = fillTemplate(TEMPLATE, { ...page, canonical: "https://x.test/", social });
    for (const tag of [
      '<meta property="og:url" content="https://x.test/">',
      '<meta property="og:type" content="article">',
      '<meta property="og:image" content="https://x.test/social.png">',
      '<meta property="og:site_name" content="webpack">',
      '<meta name="twitter:card" content="summary_large_image">',
    ]) {
      assert.ok(html.includes(tag), tag);
    }
    assert.doesNotMatch(fillTemplate(TEMPLATE, { ...page, canonical: undefined, social }), /og:url/);
  });

  it("writes structured data as JSON-LD that no text can close early", () => {
    const data = { "@context": "https://schema.org", "@type": "BlogPosting", headline: "</script><b>" };
    const html = fillTemplate(TEMPLATE, { ...page, structuredData: [data] });
    const [, json = ""] = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html) ?? [];
    assert.deepEqual(JSON.parse(json), data);
    assert.doesNotMatch(json, /</);
  });

  it("fails clearly on a template without its markers", () => {
    assert.throws(() => fillTemplate("<html></html>", page), /lacks one of the markers/);
  });
});
