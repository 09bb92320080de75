/** How the canary's table writes values and their changes. */

const KB = 1024;
const MB = 1024 * KB;

export function formatBytes(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / KB).toFixed(1)} KB`;
  return `${(bytes / MB).toFixed(2)} MB`;
}

export const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** Whole megabytes, with a decimal below 10 MB so that a small change does not read "+0 MB". */
export const formatMegabytes = (bytes: number) => `${(bytes / MB).toFixed(bytes < 10 * MB ? 1 : 0)} MB`;
export const formatCount = (count: number) => String(count);

/**
 * From the pinned value to the candidate's, in the values' unit, with the relative change when
 * the pinned value is not zero: "+1.2 KB (+0.4%)", "-3", "same". Empty when either is missing.
 */
export function formatChange(
  pinned: number | undefined,
  candidate: number | undefined,
  format: (value: number) => string,
): string {
  if (pinned === undefined || candidate === undefined) return "";
  if (pinned === candidate) return "same";
  const sign = candidate > pinned ? "+" : "-";
  const relative = pinned === 0 ? "" : ` (${sign}${((Math.abs(candidate - pinned) / pinned) * 100).toFixed(1)}%)`;
  return `${sign}${format(Math.abs(candidate - pinned))}${relative}`;
}
