import type { HTMLAttributes } from "react";
import styles from "./CodeBlock.module.css";

export const COPY_LABELS = { idle: "Copy", copied: "Copied", failed: "Copy failed" } as const;

/**
 * A highlighted code block (`<pre>` from the markdown loader) with a button that copies its code.
 * The button has no handler of its own: `MarkdownContent` handles its clicks (see `copyCode.ts`),
 * so it works the same in prerendered HTML that React does not render.
 */
export function CodeBlock(props: HTMLAttributes<HTMLPreElement>) {
  return (
    <div className={styles.wrapper}>
      <pre {...props} />
      <button type="button" className={styles.copy} aria-label="Copy code" data-copy-code="">
        {COPY_LABELS.idle}
      </button>
    </div>
  );
}
