import type { BuildMeasurements } from "./builds.ts";
import type { DevServerMeasurement } from "./devServer.ts";
import type { LighthouseFigures, LighthouseMeasurement } from "./lighthouse.ts";
import type { PageBytesMeasurement, ResourceKind } from "./pageBytes.ts";
import type { SearchMeasurement } from "./search.ts";
import { isFailure, type Failure } from "./stage.ts";

/** One line of the table: a figure, its value, the target it is held to and whether it meets it. */
export interface Row {
  figure: string;
  value: string;
  target: string;
  /** Undefined when the figure has no target and is only reported. */
  pass?: boolean;
}

const KB = 1024;
const MB = 1024 * KB;

/** The targets of the project's tracker (issue 9). */
const TARGETS = {
  initialGzipBytes: { javascript: 110 * KB, css: 20 * KB, html: 30 * KB },
  mobilePerformance: 95,
  otherScores: 100,
  totalBlockingTimeMs: 100,
  coldBuildMs: 30_000,
  warmBuildMs: 10_000,
  peakRssBytes: 1024 * MB,
  devUpdateMs: 500,
  searchIndexGzipBytes: 150 * KB,
  searchQueryMs: 10,
};

const kilobytes = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const milliseconds = (ms: number) => `${Math.round(ms)} ms`;

function failureRow(figure: string, failure: Failure): Row {
  return { figure, value: `failed: ${failure.failed.split("\n")[0]}`, target: "", pass: false };
}

export function buildRows(builds: BuildMeasurements | Failure): Row[] {
  if (isFailure(builds)) return [failureRow("Production build", builds)];
  const memoryRow = (label: string, bytes: number): Row => ({
    figure: `${label} build peak memory (process tree RSS)`,
    value: megabytes(bytes),
    target: `< ${megabytes(TARGETS.peakRssBytes)}`,
    pass: bytes < TARGETS.peakRssBytes,
  });
  return [
    {
      figure: "Cold build (client + prerender, empty cache)",
      value: seconds(builds.cold.wallTimeMs),
      target: `≤ ${seconds(TARGETS.coldBuildMs)}`,
      pass: builds.cold.wallTimeMs <= TARGETS.coldBuildMs,
    },
    memoryRow("Cold", builds.cold.peakRssBytes),
    {
      figure: "Warm build (filesystem cache)",
      value: seconds(builds.warm.wallTimeMs),
      target: `≤ ${seconds(TARGETS.warmBuildMs)}`,
      pass: builds.warm.wallTimeMs <= TARGETS.warmBuildMs,
    },
    memoryRow("Warm", builds.warm.peakRssBytes),
  ];
}

const KIND_LABELS: Record<ResourceKind, string> = {
  javascript: "JavaScript",
  css: "CSS",
  html: "HTML",
  other: "other",
};

export function pageBytesRows(pages: PageBytesMeasurement[] | Failure): Row[] {
  if (isFailure(pages)) return [failureRow("Bytes before load", pages)];
  return pages.flatMap(({ url, bytes }) =>
    (Object.keys(KIND_LABELS) as ResourceKind[]).map((kind) => {
      const { raw, transferred } = bytes[kind];
      const budget = kind === "other" ? undefined : TARGETS.initialGzipBytes[kind];
      return {
        figure: `${url} ${KIND_LABELS[kind]} before load`,
        value: `${kilobytes(transferred)} gzip (${kilobytes(raw)} raw)`,
        target: budget === undefined ? "" : `≤ ${kilobytes(budget)} gzip`,
        pass: budget === undefined ? undefined : transferred <= budget,
      };
    }),
  );
}

function scoreRow(figure: string, value: number, minimum?: number): Row {
  return {
    figure,
    value: String(value),
    target: minimum === undefined ? "" : minimum === 100 ? "100" : `≥ ${minimum}`,
    pass: minimum === undefined ? undefined : value >= minimum,
  };
}

function lighthouseFigureRows(prefix: string, mobile: boolean, figures: LighthouseFigures): Row[] {
  // Lighthouse shows CLS to three decimals; a shift too small to show is none.
  const layoutShift = Number(figures.cumulativeLayoutShift.toFixed(3));
  return [
    scoreRow(`${prefix} performance`, figures.performance, mobile ? TARGETS.mobilePerformance : undefined),
    scoreRow(`${prefix} accessibility`, figures.accessibility, TARGETS.otherScores),
    scoreRow(`${prefix} best practices`, figures.bestPractices, TARGETS.otherScores),
    scoreRow(`${prefix} SEO`, figures.seo, TARGETS.otherScores),
    { figure: `${prefix} LCP`, value: milliseconds(figures.largestContentfulPaintMs), target: "" },
    {
      figure: `${prefix} TBT`,
      value: milliseconds(figures.totalBlockingTimeMs),
      target: `< ${milliseconds(TARGETS.totalBlockingTimeMs)}`,
      pass: figures.totalBlockingTimeMs < TARGETS.totalBlockingTimeMs,
    },
    { figure: `${prefix} CLS`, value: layoutShift.toFixed(3), target: "0", pass: layoutShift === 0 },
  ];
}

export function lighthouseRows(measurements: LighthouseMeasurement[] | Failure): Row[] {
  if (isFailure(measurements)) return [failureRow("Lighthouse", measurements)];
  return measurements.flatMap(({ url, preset, median }) =>
    lighthouseFigureRows(`Lighthouse ${preset} ${url}`, preset === "mobile", median),
  );
}

export function devServerRows(devServer: DevServerMeasurement | Failure): Row[] {
  if (isFailure(devServer)) return [failureRow("Dev server update", devServer)];
  return [
    {
      figure: `Dev server: save to page updated (median of ${devServer.updatesMs.length})`,
      value: milliseconds(devServer.medianUpdateMs),
      target: `< ${milliseconds(TARGETS.devUpdateMs)}`,
      pass: devServer.medianUpdateMs < TARGETS.devUpdateMs,
    },
  ];
}

export function searchRows(search: SearchMeasurement | undefined | Failure): Row[] {
  if (isFailure(search)) return [failureRow("Search", search)];
  if (!search) {
    return [
      {
        figure: "Search index (gzip)",
        value: "n/a (no search index)",
        target: `≤ ${kilobytes(TARGETS.searchIndexGzipBytes)}`,
      },
      { figure: "Search query (median)", value: "n/a (no search index)", target: `< ${TARGETS.searchQueryMs} ms` },
    ];
  }
  return [
    {
      figure: "Search index (gzip)",
      value: kilobytes(search.indexGzipBytes),
      target: `≤ ${kilobytes(TARGETS.searchIndexGzipBytes)}`,
      pass: search.indexGzipBytes <= TARGETS.searchIndexGzipBytes,
    },
    {
      figure: "Search query (median)",
      value: `${search.medianQueryMs.toFixed(2)} ms`,
      target: `< ${TARGETS.searchQueryMs} ms`,
      pass: search.medianQueryMs < TARGETS.searchQueryMs,
    },
  ];
}
