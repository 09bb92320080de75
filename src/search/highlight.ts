import { processTerm } from "../../common/searchIndexFormat.ts";

export interface TextPart {
  text: string;
  matched: boolean;
}

/** The separators MiniSearch's default tokenizer splits on, kept (capturing group) so no text is lost. */
const SEPARATORS = /([\n\r\p{Z}\p{P}]+)/u;

/** Splits `text` into parts, marking each word that is one of the matched index terms. */
export function highlight(text: string, terms: readonly string[]): TextPart[] {
  const wanted = new Set(terms);
  const parts: TextPart[] = [];
  for (const piece of text.split(SEPARATORS)) {
    if (!piece) continue;
    const term = processTerm(piece);
    const matched = term !== null && wanted.has(term);
    const previous = parts.at(-1);
    if (previous && previous.matched === matched) previous.text += piece;
    else parts.push({ text: piece, matched });
  }
  return parts;
}
