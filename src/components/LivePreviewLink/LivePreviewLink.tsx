import { STACKBLITZ_BASE } from "../../constants.ts";

/** The StackBlitz address that imports an example folder of the repository from GitHub and runs it. */
function livePreviewUrl(example: string): string {
  return `${STACKBLITZ_BASE}examples/${example}`;
}

/** Opens the example project a page walks through, running in StackBlitz, in a new tab. */
export function LivePreviewLink({ example }: { example: string }) {
  return (
    <a
      href={livePreviewUrl(example)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Live preview: run the ${example} example in StackBlitz (opens in a new tab)`}
    >
      Live preview
    </a>
  );
}
