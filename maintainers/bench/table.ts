import { SITE_NAMES, type Peer } from "./sites.ts";
import type { Row, Target } from "./targets.ts";

/** A value a site does not have (a peer has no page there, or was not built). */
const MISSING = "—";

/**
 * pass when every target is met; FAIL when one is not; n/a when none failed but one could not be
 * checked. With several targets, the ones that failed (or could not be checked) are named.
 */
export function verdict(targets: Target[]): string {
  if (targets.length === 0) return "";
  const named = (list: Target[]) => (targets.length > 1 ? ` (${list.map(({ label }) => label).join("; ")})` : "");
  const failed = targets.filter(({ pass }) => pass === false);
  if (failed.length > 0) return `FAIL${named(failed)}`;
  const unknown = targets.filter(({ pass }) => pass === undefined);
  if (unknown.length > 0) return `n/a${named(unknown)}`;
  return "pass";
}

/** Ours over theirs, to two decimals: below 1 is less time, memory, bytes or score than theirs. */
export function formatRatio(ratio: number | undefined): string {
  return ratio === undefined ? "" : ratio.toFixed(2);
}

/** Lines of cells as one aligned Markdown table, readable in a terminal and pasteable into an issue. */
export function alignedTable(header: string[], lines: string[][]): string {
  const cells = [header, ...lines];
  const widths = header.map((_, column) => Math.max(...cells.map((line) => line[column]?.length ?? 0)));
  const formatLine = (line: string[]) =>
    `| ${line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  const separator = `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`;
  return [formatLine(header), separator, ...lines.map(formatLine)].join("\n");
}

/**
 * The benchmark's rows: each figure on our site, then on each peer with ours over theirs, the
 * targets ours is held to and whether it meets them.
 */
export function formatTable(rows: Row[], peers: readonly Peer[]): string {
  const header = [
    "Figure",
    SITE_NAMES.ours,
    ...peers.flatMap((peer) => [SITE_NAMES[peer], `ours/${SITE_NAMES[peer]}`]),
    "Target",
    "Result",
  ];
  return alignedTable(
    header,
    rows.map((row) => [
      row.figure,
      row.values.ours ?? MISSING,
      ...peers.flatMap((peer) => [row.values[peer] ?? MISSING, formatRatio(row.ratios[peer])]),
      row.targets
        .map(({ label }) => label)
        .filter(Boolean)
        .join("; "),
      verdict(row.targets),
    ]),
  );
}
