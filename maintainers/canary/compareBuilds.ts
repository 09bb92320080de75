import { readFileSync } from "node:fs";
import path from "node:path";
import type { BuildMeasurements } from "../bench/builds.ts";
import { ASSET_GROUPS } from "./assetGroups.ts";
import type { BuildSummary, Problem } from "./buildSummary.ts";
import { formatBytes, formatChange, formatCount, formatMegabytes, formatSeconds } from "./figures.ts";
import { diffPage } from "./pageDiff.ts";

/** One build of the site, with the pinned webpack or the candidate. */
export interface BuildOutcome {
  /** `webpack.version` as the build saw it. */
  webpackVersion: string;
  /** Absent when the build failed. */
  measurements?: BuildMeasurements;
  /** The failed build's output. */
  failure?: string;
  summary: BuildSummary;
  /** The output folder its files were read from, still in place while the builds are compared. */
  outputDirectory: string;
}

/** The end-to-end suite's result against the candidate's build. */
export interface EndToEndOutcome {
  passed: boolean;
  /** The test runner's summary: tests, pass, fail, cancelled, skipped, todo. */
  counts: Record<string, number>;
  /** The titles of the failed tests and suites. */
  failed: string[];
}

export interface ComparisonRow {
  figure: string;
  pinned: string;
  candidate: string;
  change: string;
}

export interface PageComparison {
  /** Pages in either build. */
  total: number;
  identical: number;
  /** Pages whose HTML differs or that only one build has, in name order. */
  differing: string[];
  /** A short unified diff of the first differing page (see diffPage); absent when none differs. */
  firstDiff?: string[];
}

export interface Comparison {
  pinnedVersion: string;
  candidateVersion: string;
  rows: ComparisonRow[];
  newWarnings: Problem[];
  newErrors: Problem[];
  /** Absent when the candidate's build failed. */
  pages?: PageComparison;
  endToEnd?: EndToEndOutcome;
  /** The candidate passes unless it fails to build, fails an end-to-end test or emits a new error. */
  verdict: { pass: boolean; reasons: string[] };
}

/** The candidate's problems that the pinned build does not have (as many times as it has them). */
function newProblems(pinned: Problem[], candidate: Problem[]): Problem[] {
  const remaining = new Map<string, number>();
  for (const { key } of pinned) remaining.set(key, (remaining.get(key) ?? 0) + 1);
  return candidate.filter(({ key }) => {
    const count = remaining.get(key) ?? 0;
    remaining.set(key, count - 1);
    return count <= 0;
  });
}

function readPage(outcome: BuildOutcome, page: string): string | undefined {
  return outcome.summary.pages[page] === undefined
    ? undefined
    : readFileSync(path.join(outcome.outputDirectory, page), "utf8");
}

function comparePages(pinned: BuildOutcome, candidate: BuildOutcome): PageComparison {
  const pinnedPages = pinned.summary.pages;
  const candidatePages = candidate.summary.pages;
  const names = [...new Set([...Object.keys(pinnedPages), ...Object.keys(candidatePages)])].sort();
  const differing = names.filter(
    (name) => pinnedPages[name] === undefined || pinnedPages[name] !== candidatePages[name],
  );
  const comparison = { total: names.length, identical: names.length - differing.length, differing };
  const [first] = differing;
  if (first === undefined) return comparison;
  return { ...comparison, firstDiff: diffPage(first, readPage(pinned, first), readPage(candidate, first)) };
}

function numericRow(
  figure: string,
  pinned: number | undefined,
  candidate: number | undefined,
  format: (value: number) => string,
): ComparisonRow {
  const cell = (value: number | undefined) => (value === undefined ? "—" : format(value));
  return { figure, pinned: cell(pinned), candidate: cell(candidate), change: formatChange(pinned, candidate, format) };
}

function measurementRows(pinned: BuildOutcome, candidate: BuildOutcome): ComparisonRow[] {
  const runs = [
    ["cold", "Build, cold (client + prerender)", "Peak memory, cold"],
    ["warm", "Build, warm (filesystem cache)", "Peak memory, warm"],
  ] as const;
  return runs.flatMap(([run, timeFigure, memoryFigure]) => {
    const time = (outcome: BuildOutcome) => outcome.measurements?.[run].wallTimeMs;
    const memory = (outcome: BuildOutcome) => outcome.measurements?.[run].peakRssBytes;
    const rows = [
      numericRow(timeFigure, time(pinned), time(candidate), formatSeconds),
      numericRow(memoryFigure, memory(pinned), memory(candidate), formatMegabytes),
    ];
    for (const row of rows) if (candidate.failure) row.candidate = "failed";
    return rows;
  });
}

function compilationRows(pinned: BuildSummary, candidate: BuildSummary): ComparisonRow[] {
  const names = [...new Set([...Object.keys(pinned.compilations), ...Object.keys(candidate.compilations)])];
  return names.flatMap((name) => [
    numericRow(
      `Modules (${name})`,
      pinned.compilations[name]?.modules,
      candidate.compilations[name]?.modules,
      formatCount,
    ),
    numericRow(
      `Chunks (${name})`,
      pinned.compilations[name]?.chunks,
      candidate.compilations[name]?.chunks,
      formatCount,
    ),
  ]);
}

/** `candidate` is undefined when its build failed: what it left in its output folder is not measured. */
function sizeRows(pinned: BuildSummary, candidate: BuildSummary | undefined): ComparisonRow[] {
  const total = (summary: BuildSummary | undefined, size: "bytes" | "gzipBytes") =>
    summary && Object.values(summary.groups).reduce((sum, group) => sum + group[size], 0);
  return [
    ...ASSET_GROUPS.flatMap((group) => [
      numericRow(group, pinned.groups[group].bytes, candidate?.groups[group].bytes, formatBytes),
      numericRow(`${group}, gzip`, pinned.groups[group].gzipBytes, candidate?.groups[group].gzipBytes, formatBytes),
    ]),
    numericRow("All files", total(pinned, "bytes"), total(candidate, "bytes"), formatBytes),
    numericRow("All files, gzip", total(pinned, "gzipBytes"), total(candidate, "gzipBytes"), formatBytes),
  ];
}

function pageRow(pinned: BuildSummary, candidate: BuildSummary, pages: PageComparison | undefined): ComparisonRow {
  const count = (summary: BuildSummary) => String(Object.keys(summary.pages).length);
  if (!pages) return { figure: "Prerendered pages", pinned: count(pinned), candidate: "—", change: "" };
  const change =
    pages.differing.length === 0 ? "all byte-identical" : `${pages.differing.length} of ${pages.total} differ`;
  return { figure: "Prerendered pages", pinned: count(pinned), candidate: count(candidate), change };
}

function problemRow(figure: string, pinned: Problem[], candidate: Problem[], added: Problem[]): ComparisonRow {
  const row = numericRow(figure, pinned.length, candidate.length, formatCount);
  return added.length > 0 ? { ...row, change: `${added.length} new` } : row;
}

function endToEndCell(outcome: EndToEndOutcome | undefined): string {
  if (!outcome) return "not run";
  const { tests = 0, fail = 0 } = outcome.counts;
  if (!outcome.passed && fail === 0) return "did not complete";
  return fail > 0 ? `${fail} of ${tests} failed` : `${tests} passed`;
}

function verdictReasons(
  candidate: BuildOutcome,
  endToEnd: EndToEndOutcome | undefined,
  newErrors: Problem[],
): string[] {
  const reasons: string[] = [];
  if (candidate.failure) reasons.push("the candidate's build failed");
  else if (!endToEnd) reasons.push("the end-to-end tests did not run");
  else if (!endToEnd.passed) reasons.push(`the end-to-end tests failed (${endToEndCell(endToEnd)})`);
  if (newErrors.length > 0) reasons.push(`${newErrors.length} new error${newErrors.length === 1 ? "" : "s"}`);
  return reasons;
}

/**
 * The pinned build against the candidate's: the table's rows, what is new and the verdict. The first
 * differing page is read from both output folders for its diff.
 */
export function compareBuilds(
  pinned: BuildOutcome,
  candidate: BuildOutcome,
  endToEnd: EndToEndOutcome | undefined,
): Comparison {
  const newWarnings = newProblems(pinned.summary.warnings, candidate.summary.warnings);
  const newErrors = newProblems(pinned.summary.errors, candidate.summary.errors);
  const built = candidate.failure ? undefined : candidate.summary;
  const pages = candidate.failure ? undefined : comparePages(pinned, candidate);
  const rows: ComparisonRow[] = [
    ...measurementRows(pinned, candidate),
    ...compilationRows(pinned.summary, candidate.summary),
    ...sizeRows(pinned.summary, built),
    problemRow("Warnings", pinned.summary.warnings, candidate.summary.warnings, newWarnings),
    problemRow("Errors", pinned.summary.errors, candidate.summary.errors, newErrors),
    pageRow(pinned.summary, candidate.summary, pages),
    { figure: "End-to-end tests", pinned: "—", candidate: endToEndCell(endToEnd), change: "" },
  ];
  const reasons = verdictReasons(candidate, endToEnd, newErrors);
  return {
    pinnedVersion: pinned.webpackVersion,
    candidateVersion: candidate.webpackVersion,
    rows,
    newWarnings,
    newErrors,
    pages,
    endToEnd,
    verdict: { pass: reasons.length === 0, reasons },
  };
}
