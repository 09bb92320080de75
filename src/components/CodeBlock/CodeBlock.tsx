import type { HTMLAttributes } from "react";
import { languageName } from "./languageName.ts";
import styles from "./CodeBlock.module.css";

export const COPY_LABELS = { idle: "Copy", copied: "Copied", failed: "Copy failed" } as const;

type PreProps = HTMLAttributes<HTMLPreElement> & { "data-language"?: string };

/**
 * A highlighted code block (`<pre>` from the markdown loader) under a bar with its language and a
 * button that copies its code: in a bar of its own, the button never covers code. No wrapper: the
 * block's figure lays out both, and every byte counts in pages of a hundred blocks. The button has
 * no handler of its own: `MarkdownContent` handles its clicks (see `copyCode.ts`), so it works the
 * same in prerendered HTML that React does not render.
 */
export function CodeBlock(props: PreProps) {
  return (
    <>
      <div className={styles.bar}>
        <span>{languageName(props["data-language"])}</span>
        <button type="button" className={styles.copy} aria-label="Copy code" data-copy-code="">
          {COPY_LABELS.idle}
        </button>
      </div>
      <pre {...props} />
    </>
  );
}
