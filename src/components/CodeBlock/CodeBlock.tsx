import { useRef, useState, type HTMLAttributes } from "react";
import { codeToCopy } from "./codeToCopy.ts";
import styles from "./CodeBlock.module.css";

type CopyState = "idle" | "copied" | "failed";
const LABELS: Record<CopyState, string> = { idle: "Copy", copied: "Copied", failed: "Copy failed" };

/** A highlighted code block (`<pre>` from the markdown loader) with a button that copies its code. */
export function CodeBlock(props: HTMLAttributes<HTMLPreElement> & { "data-language"?: string }) {
  const preRef = useRef<HTMLPreElement>(null);
  const [state, setState] = useState<CopyState>("idle");

  const copy = async () => {
    const text = codeToCopy(preRef.current?.textContent ?? "", props["data-language"]);
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
    window.setTimeout(() => setState("idle"), 2000);
  };

  return (
    <div className={styles.wrapper}>
      <pre ref={preRef} {...props} />
      <button type="button" className={styles.copy} aria-label="Copy code" onClick={copy}>
        {LABELS[state]}
      </button>
    </div>
  );
}
