export interface CodeMeta {
  title?: string;
  highlightedLines: Set<number>;
  /** Why the sample is shown but never run by the doc-tests: `fragment="needs an Angular app"`. */
  fragment?: string;
  config: boolean;
  /** An output shortened by hand, or not reproduced by the tests: the reader is told. */
  abridged: boolean;
  /**
   * Where the doc-tests run a snippet that is not a whole file: `module` (the project's
   * `src/index.js`), `plugin` (a plugin's `apply(compiler)`), `compilation` (a `compilation` tap,
   * with `normalModuleFactory`), `parser` (a JavaScript parser tap).
   */
  runIn?: string;
  /** What the doc-tests assert of the sample's build, as the page states it. */
  expect: SampleExpectations;
}

export interface SampleExpectations {
  /** Words of the one error the build (or loading the configuration) fails with. */
  error?: string;
  /** Words of the one warning the build prints. */
  warning?: string;
  /** Assets the build emits, by name. */
  emitted: string[];
  /** Text found in the emitted JavaScript, such as a replaced expression. */
  content?: string;
}

const ATTRIBUTE = /([\w-]+)(?:="([^"]*)")?/g;

function parseLineRanges(ranges: string): Set<number> {
  const lines = new Set<number>();
  for (const range of ranges.split(",")) {
    const [start, end = start] = range.split("-").map((part) => Number.parseInt(part, 10));
    if (start === undefined || Number.isNaN(start) || end === undefined || Number.isNaN(end)) continue;
    for (let line = start; line <= end; line += 1) lines.add(line);
  }
  return lines;
}

/**
 * Reads a code fence's meta string: `title="webpack.config.js" highlight="2,4-6"`, `abridged`,
 * `fragment="why it is not run"`, `expect-warning="…"`, `expect-error="…"`,
 * `expect-emitted="main.js 1.js"`, `expect-content="…"`, `run-in="plugin"`.
 */
export function parseCodeMeta(meta: string | undefined | null): CodeMeta {
  const result: CodeMeta = { highlightedLines: new Set(), config: false, abridged: false, expect: { emitted: [] } };
  for (const [, key, value] of (meta ?? "").matchAll(ATTRIBUTE)) {
    if (key === "title") result.title = value;
    else if (key === "highlight" && value) result.highlightedLines = parseLineRanges(value);
    else if (key === "fragment") result.fragment = value ?? "";
    else if (key === "config") result.config = true;
    else if (key === "abridged") result.abridged = true;
    else if (key === "run-in") result.runIn = value;
    else if (key === "expect-error") result.expect.error = value;
    else if (key === "expect-warning") result.expect.warning = value;
    else if (key === "expect-emitted") result.expect.emitted = (value ?? "").split(/\s+/).filter(Boolean);
    else if (key === "expect-content") result.expect.content = value;
  }
  return result;
}
