import type { Row } from "./targets.ts";

const HEADER = ["Figure", "Value", "Target", "Result"];

function verdict(pass: boolean | undefined): string {
  if (pass === undefined) return "";
  return pass ? "pass" : "FAIL";
}

/** The rows as one aligned Markdown table, readable in a terminal and pasteable into an issue. */
export function formatTable(rows: Row[]): string {
  const cells = [HEADER, ...rows.map((row) => [row.figure, row.value, row.target, verdict(row.pass)])];
  const widths = HEADER.map((_, column) => Math.max(...cells.map((line) => line[column]?.length ?? 0)));
  const formatLine = (line: string[]) =>
    `| ${line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  const separator = `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`;
  const [header = HEADER, ...body] = cells;
  return [formatLine(header), separator, ...body.map(formatLine)].join("\n");
}
