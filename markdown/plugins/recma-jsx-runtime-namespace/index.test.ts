import { compile } from "@mdx-js/mdx";
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import recmaJsxRuntimeNamespace from "./index.ts";

async function compileMdx(source: string, withPlugin: boolean): Promise<string> {
  const options = { jsxImportSource: "react", recmaPlugins: withPlugin ? [recmaJsxRuntimeNamespace] : [] };
  return String(await compile(source, options));
}

describe("recma-jsx-runtime-namespace", () => {
  it("imports the JSX runtime as one namespace and calls it through local constants", async () => {
    const code = await compileMdx("# Title\n\nSome *text* and `code`.\n\n<>fragment</>", true);
    assert.match(code, /^import \* as _jsxRuntime\d+ from "react\/jsx-runtime";$/m);
    assert.match(code, /^const \{Fragment: _Fragment, jsx: _jsx, jsxs: _jsxs\} = _jsxRuntime\d+;$/m);
    assert.doesNotMatch(code, /import \{[^}]*\} from "react\/jsx-runtime"/);
    assert.match(code, /_jsxs\(_components\.h1|_jsx\(_components\.h1/);
  });

  it("leaves every other statement as MDX wrote it", async () => {
    const source = 'export const answer = 42\n\nimport {join} from "node:path"\n\n# {answer}';
    const withPlugin = await compileMdx(source, true);
    const without = await compileMdx(source, false);
    const otherLines = (code: string) => code.split("\n").filter((line) => !/jsx-?runtime|^const \{/.test(line));
    assert.deepEqual(otherLines(withPlugin), otherLines(without));
    assert.match(withPlugin, /^import \{join\} from "node:path";$/m);
  });

  it("renders exactly what the named imports rendered", async () => {
    const source = "```js\nconst a = 1;\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |";
    const withPlugin = await compileMdx(source, true);
    const without = await compileMdx(source, false);
    const runtime = await import("react/jsx-runtime");
    const { renderToStaticMarkup } = await import("react-dom/server");
    const render = async (code: string) => {
      const body = code
        .replace(/^import \* as (\w+) from "react\/jsx-runtime";$/m, "const $1 = runtime;")
        .replace(
          /^import \{([^}]*)\} from "react\/jsx-runtime";$/m,
          (_, names: string) => `const {${names.replace(/ as /g, ": ")}} = runtime;`,
        )
        .replace("export default function MDXContent", "return function MDXContent");
      const Content = new Function("runtime", body)(runtime) as () => null;
      return renderToStaticMarkup((await import("react")).createElement(Content));
    };
    assert.equal(await render(withPlugin), await render(without));
  });
});
