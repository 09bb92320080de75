import type { SearchHit } from "../../search/engine.ts";
import { highlight } from "../../search/highlight.ts";
import styles from "./SearchHitLabel.module.css";

function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return highlight(text, terms).map((part, index) => (part.matched ? <mark key={index}>{part.text}</mark> : part.text));
}

/** What a search result says: where it is (section › page), then its heading with the matched words marked. */
export function SearchHitLabel({ hit }: { hit: SearchHit }) {
  const place = [hit.section, hit.heading ? hit.pageTitle : ""].filter(Boolean).join(" › ");
  return (
    <>
      {place && <span className={styles.place}>{place}</span>}
      <span className={styles.title}>
        <Highlighted text={hit.heading || hit.pageTitle} terms={hit.terms} />
      </span>
    </>
  );
}
