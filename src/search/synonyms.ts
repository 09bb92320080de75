/**
 * The other ways to say a query, from the synonym table: each phrase of a group found in the
 * query (as consecutive words) is replaced by each other phrase of its group, one at a time.
 * Takes and gives stemmed words: "source maps production" with the group [source map, devtool]
 * gives [devtool, product].
 */
export function otherPhrasings(terms: readonly string[], groups: readonly (readonly string[][])[]): string[][] {
  const phrasings: string[][] = [];
  const seen = new Set([terms.join(" ")]);
  for (const group of groups) {
    for (const phrase of group) {
      const start = indexOfPhrase(terms, phrase);
      if (start < 0) continue;
      for (const other of group) {
        if (other === phrase) continue;
        const phrasing = [...terms.slice(0, start), ...other, ...terms.slice(start + phrase.length)];
        const key = phrasing.join(" ");
        if (!seen.has(key)) {
          seen.add(key);
          phrasings.push(phrasing);
        }
      }
    }
  }
  return phrasings;
}

/** Where `phrase` starts among `terms` (both stemmed, so "source maps" holds "source map"). */
function indexOfPhrase(terms: readonly string[], phrase: readonly string[]): number {
  if (phrase.length === 0) return -1;
  for (let start = 0; start + phrase.length <= terms.length; start++) {
    if (phrase.every((word, offset) => terms[start + offset] === word)) return start;
  }
  return -1;
}
