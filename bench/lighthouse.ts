import { launch } from "chrome-launcher";
import lighthouse, { desktopConfig, type Config, type Result } from "lighthouse";
import { chromiumPath } from "./browser.ts";
import { median } from "./statistics.ts";

export const LIGHTHOUSE_URLS = ["/", "/concepts/"] as const;
export const LIGHTHOUSE_PRESETS = ["mobile", "desktop"] as const;
export type LighthousePreset = (typeof LIGHTHOUSE_PRESETS)[number];

/** Scores vary from run to run on a small machine: report the median of a few. */
const RUNS_PER_PAGE = 3;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

export interface LighthouseFigures {
  /** Category scores, 0 to 100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
}

export interface LighthouseMeasurement {
  url: string;
  preset: LighthousePreset;
  /** The median of each figure over the runs, taken figure by figure. */
  median: LighthouseFigures;
  runs: LighthouseFigures[];
}

/** Lighthouse's default configuration is the mobile one (emulated phone, simulated slow 4G). */
const CONFIGS: Record<LighthousePreset, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

function score(report: Result, category: string): number {
  return Math.round((report.categories[category]?.score ?? 0) * 100);
}

function numericAudit(report: Result, audit: string): number {
  const value = report.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse reported no value for ${audit}`);
  return value;
}

function figuresOf(report: Result): LighthouseFigures {
  return {
    performance: score(report, "performance"),
    accessibility: score(report, "accessibility"),
    bestPractices: score(report, "best-practices"),
    seo: score(report, "seo"),
    largestContentfulPaintMs: numericAudit(report, "largest-contentful-paint"),
    totalBlockingTimeMs: numericAudit(report, "total-blocking-time"),
    cumulativeLayoutShift: numericAudit(report, "cumulative-layout-shift"),
  };
}

function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const middle = (figure: keyof LighthouseFigures) => median(runs.map((run) => run[figure]));
  return {
    performance: middle("performance"),
    accessibility: middle("accessibility"),
    bestPractices: middle("bestPractices"),
    seo: middle("seo"),
    largestContentfulPaintMs: middle("largestContentfulPaintMs"),
    totalBlockingTimeMs: middle("totalBlockingTimeMs"),
    cumulativeLayoutShift: middle("cumulativeLayoutShift"),
  };
}

/** Runs Lighthouse one run at a time (parallel runs would compete for the two cores and skew scores). */
export async function measureLighthouse(baseUrl: string): Promise<LighthouseMeasurement[]> {
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"],
  });
  try {
    const measurements: LighthouseMeasurement[] = [];
    for (const url of LIGHTHOUSE_URLS) {
      for (const preset of LIGHTHOUSE_PRESETS) {
        const runs: LighthouseFigures[] = [];
        for (let run = 0; run < RUNS_PER_PAGE; run++) {
          const result = await lighthouse(
            `${baseUrl}${url}`,
            { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES },
            CONFIGS[preset],
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${url} (${preset})`);
          if (result.lhr.runtimeError)
            throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
          runs.push(figuresOf(result.lhr));
        }
        measurements.push({ url, preset, median: medianFigures(runs), runs });
      }
    }
    return measurements;
  } finally {
    chrome.kill();
  }
}
