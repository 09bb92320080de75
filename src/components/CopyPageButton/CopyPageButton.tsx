import { useEffect, useState } from "react";
import { markdownUrlOf } from "../../../common/markdownUrl.ts";
import styles from "./CopyPageButton.module.css";

export const COPY_PAGE_STATUS = {
  copied: "Copied as Markdown",
  failed: "Copy failed",
} as const;

const STATUS_SHOWN_MS = 3000;

/** Fetches the page's Markdown copy (`{url}index.md`, which the build emits) and puts it on the clipboard. */
async function copyPageMarkdown(url: string): Promise<void> {
  const response = await fetch(markdownUrlOf(url));
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  await navigator.clipboard.writeText(await response.text());
}

/**
 * "Copy page": copies the page as Markdown, for pasting into an assistant or a tool, and says how
 * it went in a status region next to it for a few seconds.
 */
export function CopyPageButton({ url, className }: { url: string; className?: string }) {
  const [status, setStatus] = useState<keyof typeof COPY_PAGE_STATUS>();
  useEffect(() => {
    if (!status) return undefined;
    const timer = window.setTimeout(() => setStatus(undefined), STATUS_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const copy = () => {
    setStatus(undefined);
    copyPageMarkdown(url).then(
      () => setStatus("copied"),
      () => setStatus("failed"),
    );
  };

  return (
    <span className={styles.control}>
      <button type="button" onClick={copy} className={className} title="Copy this page as Markdown">
        Copy page
      </button>
      <span role="status" className={styles.status}>
        {status && COPY_PAGE_STATUS[status]}
      </span>
    </span>
  );
}
