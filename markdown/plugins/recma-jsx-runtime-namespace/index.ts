import type { ImportDeclaration, ImportSpecifier, Program, Statement } from "estree";

type TopLevelStatement = Program["body"][number];

const JSX_RUNTIME = /\/jsx-(dev-)?runtime$/;

function isJsxRuntimeImport(statement: TopLevelStatement): statement is ImportDeclaration {
  return (
    statement.type === "ImportDeclaration" &&
    typeof statement.source.value === "string" &&
    JSX_RUNTIME.test(statement.source.value) &&
    statement.specifiers.every((specifier) => specifier.type === "ImportSpecifier")
  );
}

function importedName(specifier: ImportSpecifier): string {
  return specifier.imported.type === "Identifier" ? specifier.imported.name : String(specifier.imported.value);
}

/**
 * Rewrites MDX's `import {jsx as _jsx, …} from "react/jsx-runtime"` into one namespace import read
 * into local constants.
 *
 * Why: a bundler tracks every use of a named import as its own dependency, and a page of
 * highlighted code calls `_jsx` thousands of times. Called through a local constant, the calls
 * cost webpack nothing to track or cache, and minify to `r(…)` instead of `(0,a.jsx)(…)`.
 */
export default function recmaJsxRuntimeNamespace() {
  return (tree: Program) => {
    tree.body = tree.body.flatMap((statement, index): TopLevelStatement[] => {
      if (!isJsxRuntimeImport(statement)) return [statement];
      const namespace = { type: "Identifier", name: `_jsxRuntime${index}` } as const;
      const namespaceImport: ImportDeclaration = {
        type: "ImportDeclaration",
        specifiers: [{ type: "ImportNamespaceSpecifier", local: namespace }],
        source: statement.source,
        attributes: [],
      };
      const locals: Statement = {
        type: "VariableDeclaration",
        kind: "const",
        declarations: [
          {
            type: "VariableDeclarator",
            id: {
              type: "ObjectPattern",
              properties: (statement.specifiers as ImportSpecifier[]).map((specifier) => ({
                type: "Property",
                kind: "init",
                key: { type: "Identifier", name: importedName(specifier) },
                value: specifier.local,
                computed: false,
                method: false,
                shorthand: false,
              })),
            },
            init: namespace,
          },
        ],
      };
      return [namespaceImport, locals];
    });
  };
}
