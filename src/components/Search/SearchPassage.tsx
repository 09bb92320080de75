import { useEffect, useState } from "react";
import type { SearchHit } from "../../search/engine.ts";
import { pageTwin } from "../../search/pageTwins.ts";
import { passageOf } from "../../search/passage.ts";
import { Highlighted } from "./Highlighted.tsx";
import styles from "./SearchHitLabel.module.css";

/**
 * A short passage of the result's section with the matched words marked, read from the page's
 * Markdown twin once it arrives (the index carries no text, to stay small). Its two lines are
 * reserved from the start, so results do not move when passages come in; without one (offline,
 * a failed fetch) the space stays empty.
 */
export function SearchPassage({ hit }: { hit: SearchHit }) {
  const [passage, setPassage] = useState<{ href: string; text: string }>();
  const pageUrl = hit.href.split("#")[0] ?? hit.href;
  const termsKey = hit.terms.join(" ");

  useEffect(() => {
    let current = true;
    pageTwin(pageUrl).then(
      (markdown) => {
        const text = passageOf(markdown, hit.heading, termsKey.split(" "));
        if (current) setPassage({ href: hit.href, text });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [pageUrl, hit.href, hit.heading, termsKey]);

  return (
    <span className={styles.passage}>
      {passage?.href === hit.href && <Highlighted text={passage.text} terms={hit.terms} />}
    </span>
  );
}
