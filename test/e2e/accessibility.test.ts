import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { after, before, describe, it } from "node:test";
import { openPage, startSite, waitForApp, type Site } from "./harness.ts";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  nodes: { target: string[] }[];
}

describe("accessibility (axe-core)", () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site.close();
  });

  for (const url of ["/", "/vote/", "/concepts/", "/configuration/output/", "/no/such/page/", "/concepts/printable/"]) {
    for (const theme of ["light", "dark"]) {
      it(`finds no violations on ${url} in the ${theme} theme`, async () => {
        const { page } = await openPage(site);
        await page.evaluateOnNewDocument((value) => window.localStorage.setItem("theme", value), theme);
        await page.goto(`${site.baseUrl}${url}`, { waitUntil: "networkidle0" });
        if (!url.includes("printable")) await waitForApp(page);
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
          return (await axe.run()).violations.map((violation) => ({
            id: violation.id,
            nodes: violation.nodes.slice(0, 3).map((node) => ({ target: node.target })),
          }));
        });
        assert.deepEqual(violations, []);
      });
    }
  }
});
