/** A hexadecimal run as long as a shortened or full content hash: `ebf150af`, `39662a26b4b757ab0d78`. */
const HASH = /\b([0-9a-f]{8,64})\b/;

/**
 * Hashes in a guide cannot equal the reader's (they depend on package versions and the project's
 * path), but what a guide says about them can be checked: within one guide, one hash it prints
 * must always stand for the same real hash, and two different hashes for two different ones. So
 * "only main got a new hash" is checked across builds, while the digits themselves are not.
 */
export class HashCorrespondence {
  readonly #toActual = new Map<string, string>();
  readonly #toGuide = new Map<string, string>();

  /**
   * Compares a text of the guide with the real one, where each hash may stand for another.
   * Returns undefined when they match (remembering the hashes paired), else what differs.
   */
  compare(guide: string, actual: string): string | undefined {
    const guideParts = guide.split(HASH);
    const actualParts = actual.split(HASH);
    const sameShape =
      guideParts.length === actualParts.length &&
      guideParts.every((part, index) => index % 2 === 1 || part === actualParts[index]);
    if (!sameShape) return `the guide shows\n  ${guide}\nbut webpack produced\n  ${actual}`;
    const pairs: [string, string][] = [];
    for (let index = 1; index < guideParts.length; index += 2) {
      const guideHash = guideParts[index] ?? "";
      const actualHash = actualParts[index] ?? "";
      const knownActual = this.#toActual.get(guideHash) ?? pairs.find(([hash]) => hash === guideHash)?.[1];
      const knownGuide = this.#toGuide.get(actualHash) ?? pairs.find(([, hash]) => hash === actualHash)?.[0];
      if (knownActual !== undefined && knownActual !== actualHash) {
        return `${guideHash} stood for ${knownActual} earlier in the guide, but here webpack produced ${actualHash}:\n  ${actual}`;
      }
      if (knownGuide !== undefined && knownGuide !== guideHash) {
        return `webpack produced ${actualHash} here, which the guide printed as ${knownGuide} earlier, not ${guideHash}:\n  ${actual}`;
      }
      pairs.push([guideHash, actualHash]);
    }
    for (const [guideHash, actualHash] of pairs) {
      this.#toActual.set(guideHash, actualHash);
      this.#toGuide.set(actualHash, guideHash);
    }
    return undefined;
  }

  /** The real path a path printed in the guide stands for, as far as its hashes are known. */
  toActual(guidePath: string): string {
    return guidePath
      .split(HASH)
      .map((part, index) => (index % 2 === 1 ? (this.#toActual.get(part) ?? part) : part))
      .join("");
  }
}
