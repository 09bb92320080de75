import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** The Chromium the end-to-end tests drive: PUPPETEER_EXECUTABLE_PATH, else the system's. */
export function findChromium(): string | undefined {
  const configured = process.env.PUPPETEER_EXECUTABLE_PATH;
  if (configured) return existsSync(configured) ? configured : undefined;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

function canInstallWithApt(): boolean {
  return process.platform === "linux" && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
}

/** Finds Chromium, installing Debian's package when possible, or fails saying what to install. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (canInstallWithApt()) {
    console.log("Chromium is missing: installing Debian's chromium package for the end-to-end tests…");
    execFileSync("apt-get", ["update"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    "The end-to-end tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) " +
      "or set PUPPETEER_EXECUTABLE_PATH to a Chromium or Chrome binary.",
  );
}
