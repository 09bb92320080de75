import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { compile, getCompiler, readOutput } from "../../test/helpers/compiler.ts";
import { modulesOfFile } from "./initialJavaScript.ts";
import { bytesByOrigin, CODE_ORIGINS, originOfModule, shareOfCompressed, type BytesByOrigin } from "./codeOrigins.ts";

const FIXTURE = fileURLToPath(new URL("test-fixtures/initial-javascript", import.meta.url));

const sum = (bytes: BytesByOrigin) => CODE_ORIGINS.reduce((total, origin) => total + bytes[origin], 0);

describe("originOfModule", () => {
  it("counts react, react-dom and scheduler as React, and both router packages as React Router", () => {
    assert.equal(originOfModule("./node_modules/react-dom/cjs/react-dom-client.production.js"), "react");
    assert.equal(originOfModule("./node_modules/scheduler/index.js"), "react");
    assert.equal(originOfModule("./node_modules/react/jsx-runtime.js"), "react");
    assert.equal(originOfModule("./node_modules/react-router/dist/production/index.mjs"), "reactRouter");
    assert.equal(originOfModule("./node_modules/react-router-dom/dist/index.mjs"), "reactRouter");
  });

  it("goes by the innermost package, scoped or not, and counts any other path as ours", () => {
    assert.equal(originOfModule("./node_modules/react-router/node_modules/cookie/dist/index.js"), "otherPackages");
    assert.equal(originOfModule("./node_modules/@docsearch/react/dist/esm/index.js"), "otherPackages");
    assert.equal(originOfModule("./node_modules/react-error-boundary/dist/index.js"), "otherPackages");
    assert.equal(originOfModule("./src/components/Layout/Layout.tsx"), "ours");
    assert.equal(originOfModule("virtual:content-index"), "ours");
  });
});

describe("shareOfCompressed", () => {
  it("shares a file's gzip size in proportion to each origin's minified bytes", () => {
    const shares = shareOfCompressed({ react: 600, reactRouter: 300, ours: 100, otherPackages: 0 }, 250);
    assert.deepEqual(shares, { react: 150, reactRouter: 75, ours: 25, otherPackages: 0 });
  });
});

describe("bytesByOrigin on a chunk's module table", () => {
  // A lazy chunk as webpack emits it: the table's entries are modules 5 and 7, the rest is the
  // chunk's loading code.
  const source = "(self.c=self.c||[]).push([[1],{5(e){e.exports=[1,2,3]},7(e,t,n){e.exports=n(5)}}]);";
  const modules = [
    { id: 5, name: "./node_modules/scheduler/cjs/scheduler.production.js", size: 500 },
    { id: 7, name: "./src/sponsors.ts", size: 10 },
  ];

  it("counts each table entry, as written, for its module", () => {
    const bytes = bytesByOrigin(source, modules);
    assert.equal(bytes.react, "5(e){e.exports=[1,2,3]}".length);
    assert.equal(bytes.ours, source.length - bytes.react);
    assert.equal(bytes.reactRouter + bytes.otherPackages, 0);
  });

  it("refuses a table entry the stats do not know", () => {
    assert.throws(() => bytesByOrigin(source, modules.slice(1)), /Module 5 is not in the stats/);
  });
});

describe("bytesByOrigin on a real production build", async () => {
  const compiler = getCompiler({
    mode: "production",
    target: "web",
    context: FIXTURE,
    entry: "./entry.js",
    output: { path: path.join(FIXTURE, "dist"), filename: "main.js" },
    resolve: { modules: [path.join(fileURLToPath(new URL("../..", import.meta.url)), "node_modules")] },
    performance: false,
  });
  const stats = await compile(compiler);
  const json = stats.toJson({ chunks: true, modules: true, nestedModules: true, ids: true, source: false });
  const source = readOutput(stats, "main.js");
  const bytes = bytesByOrigin(source, modulesOfFile(json, "main.js"));

  it("builds", () => assert.deepEqual(json.errors, []));

  it("accounts for every byte of the file", () => {
    assert.equal(Math.round(sum(bytes)), Buffer.byteLength(source));
  });

  it("shares the entry, concatenated with the packages it imports, among React, React Router and ours", () => {
    // Scope hoisting leaves one function and no module table: react-dom's client is most of it.
    assert.ok(bytes.react > 0.6 * sum(bytes), `React: ${bytes.react} of ${sum(bytes)}`);
    assert.ok(bytes.reactRouter > 10_000, `React Router: ${bytes.reactRouter}`);
    assert.ok(bytes.reactRouter < bytes.react);
    assert.ok(bytes.ours > 0 && bytes.ours < 5_000, `ours: ${bytes.ours}`);
  });
});
