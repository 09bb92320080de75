import type { SampleExpectations } from "../../markdown/plugins/rehype-code-blocks/meta.ts";
import type { SampleBuild } from "./buildSample.ts";

function firstLines(message: string): string {
  return message.split("\n").slice(0, 3).join(" ").trim();
}

/**
 * What is wrong with a sample's build against what its fence says of it (`expect-error`,
 * `expect-warning`, `expect-emitted`, `expect-content`); an empty list when nothing is. With no
 * expectation, a build must have no errors and no warnings.
 */
export function sampleBuildProblems(build: SampleBuild, expected: SampleExpectations): string[] {
  const problems: string[] = [];
  const { error, warning, emitted, content } = expected;
  if (error === undefined) {
    problems.push(...build.errors.map((message) => `error: ${firstLines(message)}`));
  } else if (!build.errors.some((message) => message.includes(error))) {
    const seen = build.errors.map(firstLines).join(" | ") || "none";
    problems.push(`expected an error with "${error}", the errors were: ${seen}`);
  }
  if (warning === undefined) {
    problems.push(...build.warnings.map((message) => `warning: ${firstLines(message)}`));
  } else if (build.warnings.length !== 1 || !build.warnings[0]!.includes(warning)) {
    const seen = build.warnings.map(firstLines).join(" | ") || "none";
    problems.push(`expected one warning with "${warning}", the warnings were: ${seen}`);
  }
  const missing = emitted.filter((name) => !build.assets.has(name));
  if (missing.length > 0) {
    problems.push(`expected ${missing.join(", ")} emitted; emitted: ${[...build.assets.keys()].join(", ")}`);
  }
  if (content !== undefined) {
    const javascript = [...build.assets].filter(([name]) => /\.[cm]?js$/.test(name)).map(([, source]) => source);
    if (!javascript.some((source) => source.includes(content))) problems.push(`no emitted JavaScript has "${content}"`);
  }
  return problems;
}
