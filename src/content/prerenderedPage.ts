import { FRONT_MATTER_ATTRIBUTE } from "../components/MarkdownContent/MarkdownContent.tsx";
import { parseJson } from "../utilities/untrustedInput.ts";
import type { FrontMatter, PrerenderedPage } from "./types.ts";

/**
 * The page the prerender put into the document, read back before hydration: its Markdown as HTML
 * and its front matter. The app shows it as it is instead of downloading and rendering the page's
 * chunk, which holds the same page as code. Undefined when the document has no page content.
 */
export function prerenderedPage(root: HTMLElement): PrerenderedPage | undefined {
  const content = root.querySelector(`[${FRONT_MATTER_ATTRIBUTE}]`);
  const frontMatter = content?.getAttribute(FRONT_MATTER_ATTRIBUTE);
  const parsed = frontMatter ? parseJson(frontMatter) : undefined;
  // Altered markup: the page chunk renders the page instead.
  if (!content || !isFrontMatter(parsed)) return undefined;
  return { html: content.innerHTML, frontMatter: parsed };
}

function isFrontMatter(value: unknown): value is FrontMatter {
  return typeof value === "object" && value !== null && typeof (value as { title?: unknown }).title === "string";
}
