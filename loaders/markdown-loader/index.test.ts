import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import remarkHeadingIds from "../../markdown/remark-heading-ids/index.ts";
import { compile, errorMessages, getCompiler } from "../../test/helpers/compiler.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const loaderPath = path.join(here, "index.ts");

function compilerFor(fixture: string, options: object = { remarkPlugins: [remarkHeadingIds] }) {
  return getCompiler({
    context: here,
    entry: `./test-fixtures/${fixture}`,
    externals: { "react/jsx-runtime": "commonjs react/jsx-runtime" },
    module: { rules: [{ test: /\.mdx?$/, use: { loader: loaderPath, options } }] },
  });
}

function moduleSource(stats: import("webpack").Stats, name: string): string {
  const module = stats.toJson({ source: true, modules: true }).modules?.find((entry) => entry.name?.endsWith(name));
  return String(module?.source ?? "");
}

describe("markdown-loader", () => {
  it("turns Markdown with front matter into a React module", async () => {
    const stats = await compile(compilerFor("page.md"));
    assert.deepEqual(errorMessages(stats), []);
    const source = moduleSource(stats, "page.md");
    assert.match(source, /export default function MDXContent/);
    assert.match(source, /export const frontMatter = \{"title":"Fixture Page","sort":2,"related":\[\{"title":"Output"/);
    assert.match(source, /id: "first-section"/);
  });

  it("fails with the file and line when a required field is missing", async () => {
    const stats = await compile(compilerFor("no-title.md"));
    const [message = ""] = errorMessages(stats);
    assert.match(message, /test-fixtures\/no-title\.md:2: front matter: "title" is required/);
  });

  it("fails with the file and line of malformed YAML", async () => {
    const stats = await compile(compilerFor("bad-yaml.md"));
    const [message = ""] = errorMessages(stats);
    assert.match(message, /test-fixtures\/bad-yaml\.md:3(:\d+)?: front matter: invalid YAML/);
  });

  it("reports MDX syntax errors with their line", async () => {
    const stats = await compile(compilerFor("bad-mdx.mdx"));
    const [message = ""] = errorMessages(stats);
    assert.match(message, /test-fixtures\/bad-mdx\.mdx:7(:\d+)?: /);
  });

  it("validates its options against its schema", async () => {
    const stats = await compile(compilerFor("page.md", { remarkPlugin: [] }));
    const [message = ""] = errorMessages(stats);
    assert.match(message, /Markdown loader options|has an unknown property 'remarkPlugin'/);
  });
});
