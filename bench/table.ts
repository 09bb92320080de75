import type { Row } from "./targets.ts";

const HEADER = ["Figure", "Value", "Target", "Result"];

function verdict(pass: boolean | undefined): string {
  if (pass === undefined) return "";
  return pass ? "pass" : "FAIL";
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

/** The benchmark's rows: each figure with its value, its target and whether it meets it. */
export function formatTable(rows: Row[]): string {
  return alignedTable(
    HEADER,
    rows.map((row) => [row.figure, row.value, row.target, verdict(row.pass)]),
  );
}
