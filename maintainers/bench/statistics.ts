/** The middle value (the mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("The median of no values is undefined.");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** The median of each figure over the runs, taken figure by figure (not the median run). */
export function medianOfEach<Figures extends Record<string, number>>(runs: readonly Figures[]): Figures {
  const [first] = runs;
  if (!first) throw new Error("The median of no runs is undefined.");
  return Object.fromEntries(
    Object.keys(first).map((figure) => [figure, median(runs.map((run) => run[figure] ?? Number.NaN))]),
  ) as Figures;
}

/** Ours over theirs; undefined when theirs is 0 (a ratio to nothing says nothing). */
export function ratio(ours: number, theirs: number): number | undefined {
  return theirs === 0 ? undefined : ours / theirs;
}
