import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import HtmlWebpackPlugin from "html-webpack-plugin";
import { compile, errorMessages, getCompiler, readOutput } from "../../test/helpers/compiler.ts";
import { SecurityHeadersPlugin, type SecurityHeadersPluginOptions } from "./index.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const THEME_SCRIPT = "document.documentElement.dataset.theme = 'dark';";
const TEMPLATE = `<!doctype html><html><head><meta charset="utf-8" /><script>${THEME_SCRIPT}</script></head><body></body></html>`;

function compilerFor(options: Partial<SecurityHeadersPluginOptions> = {}, template = TEMPLATE) {
  return getCompiler({
    context: here,
    target: "web",
    entry: "./test-fixtures/entry.js",
    plugins: [
      new HtmlWebpackPlugin({ templateContent: template, filename: "page.html", inject: false, minify: false }),
      new SecurityHeadersPlugin({
        html: "page.html",
        policy: { "default-src": ["'self'"], "script-src": ["'self'"], "frame-ancestors": ["'none'"] },
        headers: { "X-Content-Type-Options": "nosniff" },
        ...options,
      }),
    ],
  });
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("SecurityHeadersPlugin", () => {
  it("allows the page's inline script by its hash, in a <meta> tag before it and in _headers", async () => {
    const stats = await compile(compilerFor());
    assert.deepEqual(errorMessages(stats), []);
    const hash = sha256(THEME_SCRIPT);
    const html = readOutput(stats, "page.html");
    const meta = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' ${hash}" />`;
    assert.ok(html.includes(meta), html);
    assert.ok(html.indexOf(meta) < html.indexOf("<script>"));
    assert.equal(
      readOutput(stats, "_headers"),
      [
        "/*",
        `  Content-Security-Policy: default-src 'self'; script-src 'self' ${hash}; frame-ancestors 'none'`,
        "  X-Content-Type-Options: nosniff",
        "",
      ].join("\n"),
    );
  });

  it("reads the page as a browser does: scripts with attributes, any spelling of <meta charset>", async () => {
    const template =
      "<!DOCTYPE html><html><HEAD><META CharSet=utf-8>" +
      '<script type="module">import "./a.js";</script><script src="/main.js"></script>' +
      "<script nonce=x>\n  window.ready = true;\n</script></HEAD><body></body></html>";
    const stats = await compile(compilerFor({}, template));
    assert.deepEqual(errorMessages(stats), []);
    const html = readOutput(stats, "page.html");
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)" \/>/.exec(html)?.[1] ?? "";
    assert.equal(
      policy,
      `default-src 'self'; script-src 'self' ${sha256('import "./a.js";')} ${sha256("\n  window.ready = true;\n")}`,
    );
    assert.ok(
      html.startsWith(
        '<!DOCTYPE html><html><HEAD><META CharSet=utf-8>\n    <meta http-equiv="Content-Security-Policy"',
      ),
    );
  });

  it("puts the policy at the start of <head> when the page names no charset", async () => {
    const stats = await compile(compilerFor({}, "<html><head><script>go()</script></head></html>"));
    assert.deepEqual(errorMessages(stats), []);
    assert.match(readOutput(stats, "page.html"), /^<html><head>\n {4}<meta http-equiv="Content-Security-Policy"/);
  });

  it("fails the build on an inline script no <meta> policy can cover", async () => {
    const template = '<html><head><script>early()</script><meta charset="utf-8"></head></html>';
    const stats = await compile(compilerFor({}, template));
    assert.deepEqual(errorMessages(stats), [
      "SecurityHeadersPlugin: page.html has an inline script before <meta charset>, where no <meta> policy can cover it",
    ]);
  });

  it("fails the build naming the page html-webpack-plugin never emitted", async () => {
    const stats = await compile(compilerFor({ html: "missing.html" }));
    assert.deepEqual(errorMessages(stats), [
      'SecurityHeadersPlugin: html-webpack-plugin emitted no page named "missing.html"',
    ]);
  });

  it("writes only the policy when no other headers are given, to the file it is told", async () => {
    const stats = await compile(compilerFor({ headers: undefined, headersFile: "headers.txt" }));
    assert.equal(
      readOutput(stats, "headers.txt"),
      `/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' ${sha256(THEME_SCRIPT)}; frame-ancestors 'none'\n`,
    );
    assert.throws(() => readOutput(stats, "_headers"), /ENOENT/);
  });

  for (const [name, options, message] of [
    ["html is missing", { policy: {} }, /options misses the property 'html'/],
    ["policy is missing", { html: "page.html" }, /options misses the property 'policy'/],
    [
      "a directive is not a list",
      { html: "p.html", policy: { "script-src": "'self'" } },
      /options\.policy\.script-src should be an array/,
    ],
    [
      "a header is not text",
      { html: "p.html", policy: {}, headers: { "X-A": 1 } },
      /options\.headers\.X-A should be a string/,
    ],
    [
      "headersFile is empty",
      { html: "p.html", policy: {}, headersFile: "" },
      /options\.headersFile should be a non-empty string/,
    ],
    ["an option is unknown", { html: "p.html", policy: {}, meta: true }, /has an unknown property 'meta'/],
  ] as const) {
    it(`rejects its options when ${name}`, () => {
      assert.throws(() => new SecurityHeadersPlugin(options as unknown as SecurityHeadersPluginOptions), message);
    });
  }
});
