import type { Code } from "mdast";
import type { CodeMeta } from "../../markdown/plugins/rehype-code-blocks/meta.ts";

// webpack.config.js, webpack.prod.js, dev.config.js…; not the configurations of other tools, nor
// one that Babel must compile before Node.js can load it.
const CONFIG_FILE =
  /(^|\/)(webpack(?![\w.-]*\.babel\.)[\w.-]*|(?!postcss|babel|jest|eslint)[\w-]+\.config)\.(js|cjs|mjs|ts)$/;
/** A file of the project a configuration may require or build, named by its path inside it (`.env` too). */
const PROJECT_FILE = /^(?!\/)(?!.*\.\.\/)[\w./-]*\.\w+$/;
const SCRIPT_LANGUAGES = new Set(["js", "mjs", "cjs", "jsx", "ts", "tsx"]);
/**
 * Code written against webpack: a plugin (`apply(compiler)`, hooks), a loader (its context's
 * `this.async()`, `this.callback()`, `this.getOptions()`), or a module using webpack's module API.
 */
const WEBPACK_API =
  /\bapply\s*\(\s*compiler\b|\bcompiler\.hooks\b|\bcompilation\.hooks\b|\bthis\.(async|callback|getOptions|emitFile|addDependency)\s*\(|\bimport\s*\(|\brequire\.(context|ensure|resolveWeak|include)\b|\bimport\.meta\.(webpack|webpackContext|webpackHot|hot)\b|\bmodule\.hot\b|\b__webpack_[a-z_]+__\b|\bnew\s+(Shared)?Worker\s*\(\s*new\s+URL\b/;

export type SampleKind =
  /** Built by the doc-tests with the installed webpack. */
  | "configuration"
  /** A file of the project (`src/index.js`), written beside the page's configurations. */
  | "project file"
  /** Code written against webpack that no build can reach as it is titled: it must be a fragment. */
  | "api code"
  /** Anything else: shell commands, output, other tools' files. */
  | "other";

/** What the doc-tests do with a fence that is not marked `fragment`. */
export function sampleKind(block: Code, meta: CodeMeta): SampleKind {
  if (block.lang === "diff") return "other";
  const title = meta.title ?? "";
  if (CONFIG_FILE.test(title) || meta.config) return "configuration";
  if (PROJECT_FILE.test(title)) return "project file";
  if (SCRIPT_LANGUAGES.has(block.lang ?? "") && WEBPACK_API.test(block.value)) return "api code";
  return "other";
}

/** Whether a fence shows a file of the project by its path: a configuration another one requires is one too. */
export function isProjectFile(title: string): boolean {
  return PROJECT_FILE.test(title);
}

/** Whether a project file is code written against webpack, which a build must read or the fence mark a fragment. */
export function usesWebpackApi(block: Code): boolean {
  return SCRIPT_LANGUAGES.has(block.lang ?? "") && WEBPACK_API.test(block.value);
}
