import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import HtmlWebpackPlugin from "html-webpack-plugin";
import type { Stats } from "webpack";
import { compile, errorMessages, getCompiler, readOutput } from "../../test/helpers/compiler.ts";
import { SecurityHeadersPlugin, type SecurityHeadersPluginOptions } from "./index.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const THEME_SCRIPT = "document.documentElement.dataset.theme = 'dark';";
const TEMPLATE = `<!doctype html><html><head><meta charset="utf-8" /><script>${THEME_SCRIPT}</script></head><body></body></html>`;

function compilerFor(options: Partial<SecurityHeadersPluginOptions> = {}) {
  return getCompiler({
    context: here,
    target: "web",
    entry: "./test-fixtures/entry.js",
    plugins: [
      new HtmlWebpackPlugin({ templateContent: TEMPLATE, filename: "page.html", inject: false, minify: false }),
      new SecurityHeadersPlugin({
        html: "page.html",
        policy: { "default-src": ["'self'"], "script-src": ["'self'"], "frame-ancestors": ["'none'"] },
        headers: { "X-Content-Type-Options": "nosniff" },
        ...options,
      }),
    ],
  });
}

function emitted(stats: Stats, name: string): string {
  return readOutput(stats, name);
}

describe("SecurityHeadersPlugin", () => {
  it("allows the page's inline script by its hash, in a <meta> tag before it and in _headers", async () => {
    const stats = await compile(compilerFor());
    assert.deepEqual(errorMessages(stats), []);
    const hash = `'sha256-${createHash("sha256").update(THEME_SCRIPT).digest("base64")}'`;
    const html = emitted(stats, "page.html");
    const meta = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' ${hash}" />`;
    assert.ok(html.includes(meta), html);
    assert.ok(html.indexOf(meta) < html.indexOf("<script>"));
    assert.equal(
      emitted(stats, "_headers"),
      [
        "/*",
        `  Content-Security-Policy: default-src 'self'; script-src 'self' ${hash}; frame-ancestors 'none'`,
        "  X-Content-Type-Options: nosniff",
        "",
      ].join("\n"),
    );
  });

  it("fails the build naming the HTML asset it could not find", async () => {
    const stats = await compile(compilerFor({ html: "missing.html" }));
    assert.match(errorMessages(stats).join("\n"), /SecurityHeadersPlugin: no asset named "missing.html" was emitted/);
  });

  it("validates its options", () => {
    assert.throws(
      () => new SecurityHeadersPlugin({ html: "page.html", policy: { "script-src": "'self'" } as never }),
      /options\.policy\.script-src should be an array/,
    );
  });
});
