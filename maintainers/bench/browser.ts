import puppeteer, { type Browser } from "puppeteer";
import { findChromium } from "../../scripts/chromium.ts";

/** The system Chromium, headless, launched as the end-to-end tests launch it. */
export function chromiumPath(): string {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("Chromium not found: install it (`apt-get install -y chromium`).");
  return executablePath;
}

export function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--no-first-run"],
  });
}
