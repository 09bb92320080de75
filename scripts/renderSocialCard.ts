import { readFileSync } from "node:fs";
import path from "node:path";
import puppeteer from "puppeteer";
import { publicDirectory, rootDirectory } from "../paths.ts";
import { findChromium } from "./chromium.ts";

/**
 * Renders the card shared links show (`scripts/social-card.svg`) to `public/social.png`, 1200 ×
 * 630 as Open Graph and Twitter cards expect: run it after changing the SVG, and commit both.
 */
const executablePath = findChromium();
if (!executablePath) throw new Error("Chromium not found (see README: Set-up).");
const svg = readFileSync(path.join(rootDirectory, "scripts/social-card.svg"), "utf8");
const browser = await puppeteer.launch({ executablePath, args: ["--no-sandbox", "--disable-dev-shm-usage"] });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1200, height: 630 });
  await page.setContent(`<body style="margin:0">${svg}</body>`);
  await page.screenshot({
    path: path.join(publicDirectory, "social.png"),
    clip: { x: 0, y: 0, width: 1200, height: 630 },
  });
} finally {
  await browser.close();
}
