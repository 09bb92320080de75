import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { fillTemplate } from "./fillTemplate.ts";
import { PrerenderPlugin } from "./index.ts";

const template =
  '<html><head><!--app-head--><!--app-scripts--><script src="/main.js"></script><!--/app-scripts--></head>' +
  '<body><div id="root"><!--app-html--></div></body></html>';
const page = {
  html: "<h1>Output</h1>",
  title: "Output | webpack",
  description: 'Say "where"',
  canonical: "https://x.test/",
};

describe("PrerenderPlugin", () => {
  it("puts the rendered page, its escaped head and the app's scripts into the template", () => {
    const html = fillTemplate(template, page);
    assert.match(html, /<title>Output \| webpack<\/title>/);
    assert.match(html, /<meta name="description" content="Say &#34;where&#34;">/);
    assert.match(html, /<link rel="canonical" href="https:\/\/x\.test\/">/);
    assert.match(html, /<script src="\/main\.js"><\/script>/);
    assert.match(html, /<div id="root"><h1>Output<\/h1><\/div>/);
  });

  it("replaces the app's scripts on pages that ship none", () => {
    const html = fillTemplate(template, page, '<script src="/print.js" defer></script>');
    assert.doesNotMatch(html, /main\.js/);
    assert.match(html, /print\.js/);
  });

  it("fails clearly on a template without its markers", () => {
    assert.throws(() => fillTemplate("<html></html>", page), /lacks one of the markers/);
  });

  it("validates its options", () => {
    assert.throws(() => new PrerenderPlugin({ template: "t.html", outputDirectory: "/out" }), /options\.template/);
  });
});
