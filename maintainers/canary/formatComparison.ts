import { alignedTable } from "../bench/table.ts";
import type { Problem } from "./buildSummary.ts";
import type { Comparison } from "./compareBuilds.ts";

/** How many differing pages the report names; the results folder has them all. */
const LISTED_PAGES = 10;

function problemList(title: string, problems: Problem[]): string[] {
  if (problems.length === 0) return [`${title}: none`];
  return [
    `${title} (${problems.length}):`,
    ...problems.map((problem) => `  - ${problem.compilation}: ${problem.summary}`),
  ];
}

function pageList(comparison: Comparison): string[] {
  if (!comparison.pages) return ["Prerendered pages: not compared, the candidate's build failed"];
  const { differing, total } = comparison.pages;
  if (differing.length === 0) return [`Prerendered pages: all ${total} byte-identical`];
  const listed = differing.slice(0, LISTED_PAGES);
  return [
    `Prerendered pages that differ (${differing.length} of ${total}${differing.length > listed.length ? `, the first ${listed.length}` : ""}):`,
    ...listed.map((page) => `  - ${page}`),
    `How ${listed[0]} differs (a tag per line):`,
    ...(comparison.pages.firstDiff ?? []).map((line) => `    ${line}`),
  ];
}

function failedTestList(comparison: Comparison): string[] {
  const failed = comparison.endToEnd?.failed ?? [];
  return failed.length === 0 ? [] : ["Failed end-to-end tests:", ...failed.map((title) => `  - ${title}`)];
}

/** The printed report: the table, then what is new in the candidate, then the verdict. */
export function formatComparison(comparison: Comparison): string {
  const table = alignedTable(
    ["Figure", `pinned ${comparison.pinnedVersion}`, `candidate ${comparison.candidateVersion}`, "Change"],
    comparison.rows.map((row) => [row.figure, row.pinned, row.candidate, row.change]),
  );
  const { pass, reasons } = comparison.verdict;
  const verdict = pass
    ? "Verdict: PASS (the candidate builds the site, passes the end-to-end tests and emits no new error)"
    : `Verdict: FAIL (${reasons.join("; ")})`;
  return [
    table,
    "",
    ...problemList("New errors", comparison.newErrors),
    ...problemList("New warnings", comparison.newWarnings),
    ...pageList(comparison),
    ...failedTestList(comparison),
    "",
    verdict,
  ].join("\n");
}
