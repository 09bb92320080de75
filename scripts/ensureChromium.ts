import { ensureChromium } from "./chromium.ts";

try {
  console.log(`End-to-end tests will use ${ensureChromium()}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
