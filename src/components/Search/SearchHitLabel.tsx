import type { SearchHit } from "../../search/engine.ts";
import { Highlighted } from "./Highlighted.tsx";
import { SearchPassage } from "./SearchPassage.tsx";
import styles from "./SearchHitLabel.module.css";

/**
 * What a search result says: where it is (section › page), its heading with the matched words
 * marked, and, with `passage`, a short passage of its text with them marked too.
 */
export function SearchHitLabel({ hit, passage = false }: { hit: SearchHit; passage?: boolean }) {
  const place = [hit.section, hit.heading ? hit.pageTitle : ""].filter(Boolean).join(" › ");
  return (
    <>
      {place && <span className={styles.place}>{place}</span>}
      <span className={styles.title}>
        <Highlighted text={hit.heading || hit.pageTitle} terms={hit.terms} />
      </span>
      {passage && <SearchPassage hit={hit} />}
    </>
  );
}
