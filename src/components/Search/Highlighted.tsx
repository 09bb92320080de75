import { highlight } from "../../search/highlight.ts";

/** `text` with the words that are one of the index words `terms` in `<mark>`. */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return highlight(text, terms).map((part, index) => (part.matched ? <mark key={index}>{part.text}</mark> : part.text));
}
