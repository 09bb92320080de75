import { COPY_LABELS } from "./CodeBlock.tsx";
import { codeToCopy } from "./codeToCopy.ts";

const LABEL_RESET_MS = 2000;

/** Copies the code of the block a Copy button belongs to and shows the outcome on the button for two seconds. */
export async function copyCode(button: HTMLButtonElement): Promise<void> {
  // The button's bar comes right before its block's <pre> (CodeBlock.tsx).
  const pre = button.parentElement?.nextElementSibling;
  if (!(pre instanceof HTMLPreElement)) return;
  const text = codeToCopy(pre.textContent ?? "", pre.dataset.language);
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = COPY_LABELS.copied;
  } catch {
    button.textContent = COPY_LABELS.failed;
  }
  window.setTimeout(() => (button.textContent = COPY_LABELS.idle), LABEL_RESET_MS);
}
