import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { describe, it } from "node:test";
import { topLevelOptions } from "./computedDefaults.ts";
import { readPageLines } from "./pageLines.ts";
import { LEADING_LITERAL, parseLiteral, statedDefaults, UNPARSED } from "./statedDefaults.ts";

const require = createRequire(import.meta.url);

type Minify = (
  input: Record<string, string>,
  sourceMap: undefined,
  options: Record<string, unknown>,
  pluginExtractComments: boolean,
) => Promise<{ code: string; extractedComments?: string[] }>;

/** minimizer-webpack-plugin's own `extractComments`, which webpack leaves at its default. */
const PLUGIN_EXTRACT_COMMENTS = true;

/**
 * webpack sets no defaults for the minimizers' own options (`optimization.minimizeOptions.css`
 * and `.html` are `{}`): the minifier decides what an unset option does. So a stated default is
 * checked by what the minifier makes of a sample with the option unset and with it set to the
 * stated value: the two must be the same. When the opposite value makes no difference either, the
 * sample does not exercise the option and the statement is left unverified. The minifiers run as
 * webpack's minimizer runs them, except without the target's CSS abilities (`environment`).
 */
const MINIFIERS: Record<string, { minify: Minify; file: string; sample: string }> = {
  html: {
    minify: require("webpack/lib/html/htmlMinify.js") as Minify,
    file: "page.html",
    sample: `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>  A   page </title>
    <style>a { color: #ff0000 }</style>
    <style>b { color: blue }</style>
    <script type="text/javascript">var first = 1;</script>
    <script>var second = 2;</script>
  </head>
  <body>
    <!-- a comment -->
    <!--[if IE]><p>  old   browser  </p><![endif]-->
    <p   class="b  a  b"  id="x" title=""  >  Some   <b>bold</b>   text  </p>
    <ul><li>one</li><li>two</li></ul>
    <input type="text" disabled="disabled" value="" tabindex="01">
    <a href="./page.html" rel=" noopener  noreferrer ">link</a>
    <form method="get"><button type="submit">Go</button></form>
    <div></div><span></span>
    <table><tr><td>cell</td></tr></table>
  </body>
</html>`,
  },
  css: {
    minify: require("webpack/lib/css/cssMinify.js") as Minify,
    file: "styles.css",
    sample: `@charset "utf-8";
/* a comment */
/*! a legal comment */
:root { --main-color: #ff0000; }
a { color: #ff0000; margin: 0px 0px 0px 0px; color: red; }
a { padding: 10px }
.b   >   .c { background: rgba(0, 0, 0, 0.5); width: calc(10px + 20px); font-weight: bold; }
.d { color: var(--main-color); }
@media screen and (min-width: 100px) { .e { COLOR: RED } }
@media screen and (min-width: 100px) { .f { color: blue } }
.g { display: flex; user-select: none; margin-top: 1px; margin-right: 1px; margin-bottom: 1px; margin-left: 1px; }
.h { content: 'quoted'; transform: translate(0px, 0px); width: 96px; color: hsl(0, 100%, 50%); }
.i { color: red; } .j { margin: 0 } .i { color: blue; }
.k:dir(ltr) { color: lab(50% 40 59.5); }
.l { color: \\72 ed; }
.unused-never-matched-rule-that-nothing-uses { color: red }
`,
  },
};

const OPTION = /^optimization\.minimizeOptions\.(html|css)\.(\w+)$/;

async function output(language: string, options: Record<string, unknown>): Promise<string> {
  const { minify, file, sample } = MINIFIERS[language] as (typeof MINIFIERS)[string];
  const result = await minify({ [file]: sample }, undefined, options, PLUGIN_EXTRACT_COMMENTS);
  return JSON.stringify([result.code, result.extractedComments ?? []]);
}

describe("stated defaults of the HTML and CSS minimizers", () => {
  it("are what the minimizer does when the option is unset", async () => {
    const topLevel = topLevelOptions();
    const failures: string[] = [];
    const unexercised: string[] = [];
    let verified = 0;
    for (const page of readPageLines("configuration")) {
      for (const { line, option, text } of statedDefaults(page.file, page.lines, topLevel)) {
        const [, language, name] = OPTION.exec(option) ?? [];
        const leading = LEADING_LITERAL.exec(text)?.[1];
        const stated = leading === undefined ? UNPARSED : parseLiteral(leading);
        if (!language || !name || (typeof stated !== "boolean" && typeof stated !== "string")) continue;
        const unset = await output(language, {});
        if ((await output(language, { [name]: stated })) !== unset) {
          failures.push(
            `content/${page.file}:${line}: \`${option}\` unset does not do what ${JSON.stringify(stated)} does`,
          );
        } else if ((await output(language, { [name]: typeof stated === "boolean" ? !stated : false })) === unset) {
          unexercised.push(option);
        } else verified += 1;
      }
    }
    console.log(`minimizer defaults: ${verified} verified, ${unexercised.length} not exercised by the samples`);
    if (unexercised.length > 0) console.log(`not exercised: ${unexercised.join(", ")}`);
    for (const failure of failures) console.log(failure);
    assert.ok(verified > 0);
    assert.deepEqual(failures, []);
  });
});
