/** How a snippet that is not a whole file is run: the configuration, and files beside it. */
export interface SnippetProject {
  configuration: string;
  files: Map<string, string>;
}

function indent(code: string, depth: number): string {
  return code
    .split("\n")
    .map((line) => (line === "" ? line : " ".repeat(depth) + line))
    .join("\n");
}

function pluginConfiguration(body: string): string {
  return `module.exports = {\n  plugins: [\n    {\n      apply(compiler) {\n${indent(body, 8)}\n      },\n    },\n  ],\n};\n`;
}

/**
 * The project a `run-in` snippet is built in, or undefined for a place the doc-tests do not know.
 * A hook snippet is tapped where a plugin would tap it, with the names it would have in scope.
 */
export function snippetProject(runIn: string, code: string): SnippetProject | undefined {
  switch (runIn) {
    case "module":
      // `export {}` makes the module an ES module, as a page's `import()` and top-level await assume.
      return { configuration: "module.exports = {};\n", files: new Map([["src/index.js", `${code}\nexport {};\n`]]) };
    case "plugin":
      return { configuration: pluginConfiguration(code), files: new Map() };
    case "compilation":
      return {
        configuration: pluginConfiguration(
          `compiler.hooks.compilation.tap("DocSample", (compilation, { normalModuleFactory }) => {\n${indent(code, 2)}\n});`,
        ),
        files: new Map(),
      };
    case "parser":
      return {
        configuration: pluginConfiguration(
          [
            `compiler.hooks.compilation.tap("DocSample", (compilation, { normalModuleFactory }) => {`,
            `  for (const type of ["javascript/auto", "javascript/dynamic", "javascript/esm"]) {`,
            `    normalModuleFactory.hooks.parser.for(type).tap("DocSample", (parser) => {`,
            indent(code, 6),
            `    });`,
            `  }`,
            `});`,
          ].join("\n"),
        ),
        files: new Map(),
      };
    default:
      return undefined;
  }
}
