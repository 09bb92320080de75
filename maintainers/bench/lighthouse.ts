import { launch } from "chrome-launcher";
import lighthouse, { desktopConfig, type Config, type Result } from "lighthouse";
import { chromiumPath } from "./browser.ts";
import type { SitePages } from "./sitePages.ts";
import { MEASURED_PAGES, type BySite, type Site } from "./sites.ts";
import { failureOf, isFailure, type Failure } from "./stage.ts";
import { medianOfEach } from "./statistics.ts";

export const LIGHTHOUSE_PRESETS = ["mobile", "desktop"] as const;
export type LighthousePreset = (typeof LIGHTHOUSE_PRESETS)[number];

/** Scores vary from run to run on a small machine: report the median of a few. */
const RUNS_PER_PAGE = 3;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

export type LighthouseFigures = {
  /** Category scores, 0 to 100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
};

/** One page of one site, with one preset. */
export interface LighthouseSiteMeasurement {
  url: string;
  /** The median of each figure over the runs, taken figure by figure. */
  median: LighthouseFigures;
  runs: LighthouseFigures[];
}

/** One page (our path) with one preset, on every site. */
export interface LighthouseMeasurement {
  page: string;
  preset: LighthousePreset;
  sites: BySite<LighthouseSiteMeasurement>;
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

/** One run of Lighthouse on one page. */
async function runLighthouse(port: number, url: string, preset: LighthousePreset): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES },
    CONFIGS[preset],
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url} (${preset})`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  return figuresOf(result.lhr);
}

/**
 * Measures one page with one preset on every site, run by run: each round measures every site
 * once (ours, VitePress, Docusaurus, ours, …), so a burst of machine noise reaches all of them
 * alike. A site whose page is missing or fails is reported as such; the others go on.
 */
async function measurePage(
  port: number,
  sites: SitePages[],
  page: string,
  preset: LighthousePreset,
): Promise<LighthouseMeasurement> {
  const progress = new Map<Site, { url: string; runs: LighthouseFigures[] } | Failure>(
    sites.map(({ site, urls }) => {
      const url = urls[page] ?? { failed: `${page} was not looked up` };
      return [site, isFailure(url) ? url : { url, runs: [] }];
    }),
  );
  for (let run = 0; run < RUNS_PER_PAGE; run++) {
    for (const [site, measured] of progress) {
      if (isFailure(measured)) continue;
      try {
        measured.runs.push(await runLighthouse(port, measured.url, preset));
      } catch (error) {
        progress.set(site, failureOf(error));
      }
    }
  }
  const bySite: BySite<LighthouseSiteMeasurement> = {};
  for (const [site, measured] of progress) {
    bySite[site] = isFailure(measured) ? measured : { ...measured, median: medianOfEach(measured.runs) };
  }
  return { page, preset, sites: bySite };
}

/**
 * Runs Lighthouse on each page of each site, mobile and desktop, one run at a time (parallel runs
 * would compete for the two cores and skew scores).
 */
export async function measureLighthouse(
  sites: SitePages[],
  pages: readonly string[] = MEASURED_PAGES,
): Promise<LighthouseMeasurement[]> {
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"],
  });
  try {
    const measurements: LighthouseMeasurement[] = [];
    for (const page of pages) {
      for (const preset of LIGHTHOUSE_PRESETS) measurements.push(await measurePage(chrome.port, sites, page, preset));
    }
    return measurements;
  } finally {
    chrome.kill();
  }
}
