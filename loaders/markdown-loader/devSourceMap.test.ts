import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { SourceMap, type SourceMapPayload } from "node:module";
import path from "node:path";
import { describe, it } from "node:test";
import webpack from "webpack";
import { rootDirectory } from "../../paths.ts";
import { compile, errorMessages, getCompiler, readOutput } from "../../test/helpers/compiler.ts";
import clientConfiguration from "../../webpack.config.ts";
import { markdownRule } from "../../webpack.content.ts";

/**
 * Under `npm start`, a content page's module carries a source map that leads the browser's
 * developer tools and React's component stacks back into its `.md` file, on the right line. That
 * holds because this loader hands the page on with every body line where it was (its front matter
 * block ends on the file's own closing line) and `@mdx-js/loader` maps what it compiles to the
 * lines it was given. The page is a real one, through the site's markdown rule, with the devtool
 * the development configuration sets.
 */

const PAGE = "content/concepts/entry-points.md";

/**
 * The development configuration's source maps, as `npm start` (webpack serve) makes them: its
 * devtool, and the source map plugin that maps the site's own modules alone.
 */
const development = clientConfiguration(undefined, { env: { WEBPACK_SERVE: true } });
const { devtool } = development;
const sourceMapPlugins = (development.plugins ?? []).filter(
  (plugin) => plugin instanceof webpack.EvalSourceMapDevToolPlugin,
);

/** The page's module as the browser evaluates it: its code and the source map webpack attached. */
async function compiledPage(): Promise<{ code: string[]; map: SourceMapPayload }> {
  const stats = await compile(
    getCompiler({
      context: rootDirectory,
      entry: `./${PAGE}`,
      devtool,
      plugins: sourceMapPlugins,
      // Only the page's own module is read: the packages its code imports need not be bundled.
      externals: /^[^./]/,
      externalsType: "commonjs",
      module: { rules: [markdownRule] },
    }),
  );
  assert.deepEqual(errorMessages(stats), []);
  const bundle = readOutput(stats, "main.js");
  // An eval devtool wraps each module's code, source map included, in one eval("…") line.
  const evalCall = bundle.slice(bundle.indexOf("eval(", bundle.indexOf(`"./${PAGE}"`))).split("\n")[0] ?? "";
  const code = JSON.parse(evalCall.slice("eval(".length, evalCall.lastIndexOf(")"))) as string;
  const [, base64 = ""] = /\/\/# sourceMappingURL=data:application\/json;charset=utf-8;base64,(\S+)/.exec(code) ?? [];
  assert.ok(
    base64,
    `the page's module carries no inline source map (devtool ${String(devtool)}, ${sourceMapPlugins.length} source map plugins)`,
  );
  return { code: code.split("\n"), map: JSON.parse(Buffer.from(base64, "base64").toString()) as SourceMapPayload };
}

/** The page's section headings of plain text (1-based line, text), outside code blocks. */
function plainHeadings(markdown: string): { line: number; text: string }[] {
  let inFence = false;
  return markdown.split("\n").flatMap((line, index) => {
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{2,3} ([^`*_[\]<]+)$/.exec(line);
    return heading?.[1] ? [{ line: index + 1, text: heading[1].trim() }] : [];
  });
}

/**
 * Where a line of the compiled code comes from in the page, as an editor counts (from 1), when the
 * map has a place of its own for that line. A line-only ("cheap") map keeps, for each line, the
 * first place it maps to. node's findEntry counts from 0 and answers a line without a place of its
 * own with the nearest place before it.
 */
function originalLineOf(sourceMap: SourceMap, generatedLine: number): number | undefined {
  const entry = sourceMap.findEntry(generatedLine, 0);
  return "originalLine" in entry && entry.generatedLine === generatedLine ? entry.originalLine + 1 : undefined;
}

describe("a content page's source map in a development build", () => {
  const page = compiledPage();
  const markdown = readFileSync(path.join(rootDirectory, PAGE), "utf8");

  it("names the page's .md file as its one source and maps every section heading to its line", async () => {
    const { code, map } = await page;

    assert.equal(map.sources.length, 1);
    assert.match(map.sources[0] ?? "", new RegExp(`^webpack://[^/]*/\\./${PAGE.replaceAll(".", "\\.")}(\\?\\w+)?$`));
    assert.notEqual(map.mappings.replaceAll(";", ""), "");

    const headings = plainHeadings(markdown);
    assert.ok(headings.length >= 3, `${PAGE} has ${headings.length} plain headings to check`);
    const sourceMap = new SourceMap(map);
    for (const heading of headings) {
      const generatedLine = code.findIndex((line) => line.trim() === `children: ${JSON.stringify(heading.text)}`);
      assert.notEqual(generatedLine, -1, `"${heading.text}" is not in the compiled page`);
      assert.equal(originalLineOf(sourceMap, generatedLine), heading.line, `"${heading.text}" maps to its line`);
    }
  });

  it("places a generated reference block on the line of the fence it replaced", async () => {
    const { code, map } = await page;
    const fenceLine = markdown.split("\n").indexOf("```generated") + 1;
    assert.ok(fenceLine > 0, `${PAGE} has a generated block`);
    const start = code.findIndex((line) => line.includes('id: "schema-'));
    assert.notEqual(start, -1, "the generated block's first heading is in the compiled page");

    const sourceMap = new SourceMap(map);
    const firstMapped = code.findIndex((_, line) => line >= start && originalLineOf(sourceMap, line) !== undefined);
    assert.equal(originalLineOf(sourceMap, firstMapped), fenceLine);
    // React's development elements name their place in the file too (component stacks, "open in editor").
    const firstElementLines = [
      ...code
        .slice(start)
        .join("\n")
        .matchAll(/lineNumber: (\d+)/g),
    ]
      .slice(0, 3)
      .map(([, line]) => Number(line));
    assert.deepEqual(firstElementLines, [fenceLine, fenceLine, fenceLine]);
  });
});
