import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "puppeteer";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page as it is now; the first few offending nodes of each violation. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the site's policy rightly refuses an inline <script>.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type RunOptions = { rules: Record<string, { enabled: boolean }> };
    const axe = (window as unknown as { axe: { run(options: RunOptions): Promise<{ violations: AxeViolation[] }> } })
      .axe;
    // Touch targets of at least 24 px (WCAG 2.2 AA), which axe leaves off unless asked: half the
    // readers tap.
    const options: RunOptions = { rules: { "target-size": { enabled: true } } };
    // Blocks far from the screen keep an estimated height until shown (content-visibility), while
    // axe measures their contents at full size: a long paragraph then spills over the next block's
    // controls, which no reader ever sees. Axe measures the page laid out in full, as it is read.
    document.documentElement.dataset.fullLayout = "";
    const { violations } = await axe.run(options).finally(() => delete document.documentElement.dataset.fullLayout);
    return violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.slice(0, 3).map((node) => ({ target: node.target })),
    }));
  });
}
