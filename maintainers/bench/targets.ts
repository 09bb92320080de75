import type { BuildMeasurements } from "./builds.ts";
import type { DevServerMeasurement } from "./devServer.ts";
import { CODE_ORIGINS, type CodeOrigin } from "./codeOrigins.ts";
import type { InitialJavaScriptComposition } from "./initialJavaScript.ts";
import type { LighthouseFigures, LighthouseMeasurement, LighthousePreset } from "./lighthouse.ts";
import type { PageBytesMeasurement, ResourceKind } from "./pageBytes.ts";
import type { RelevanceMeasurement } from "./relevance.ts";
import type { ScaleMeasurement } from "./scaleStage.ts";
import type { SearchMeasurement } from "./search.ts";
import { SITE_NAMES, type BySite, type Peer, type Site } from "./sites.ts";
import { isFailure, type Failure } from "./stage.ts";
import { ratio } from "./statistics.ts";

/** A target a figure is held to; `pass` is undefined when this run could not tell (a peer's figure is missing). */
export interface Target {
  label: string;
  pass?: boolean;
}

/** One line of the table: a figure on each site, ours over each peer's, and the targets ours is held to. */
export interface Row {
  figure: string;
  /** Each site's value, formatted; a site without one was not measured. */
  values: Partial<Record<Site, string>>;
  /** Our figure over the peer's, where both were measured and theirs is not 0. */
  ratios: Partial<Record<Peer, number>>;
  /** None when the figure is only reported. */
  targets: Target[];
}

const KB = 1024;
const MB = 1024 * KB;

/** The targets of the project's tracker: issue 9, and issue 19's comparisons with the peers. */
const TARGETS = {
  initialGzipBytes: { javascript: 110 * KB, css: 20 * KB, html: 30 * KB },
  /** The generated reference pages (every option on one page) may carry more HTML: test/e2e/dist.test.ts. */
  referenceHtmlGzipBytes: 45 * KB,
  referencePages: ["/api/cli/", "/configuration/optimization/", "/configuration/module/", "/configuration/output/"],
  mobilePerformance: 95,
  /** Pages held to another mobile performance score than the others. */
  mobilePerformanceOfPage: { "/configuration/output/": 90 } as Record<string, number>,
  desktopPerformance: 100,
  otherScores: 100,
  totalBlockingTimeMs: 100,
  coldBuildMs: 30_000,
  warmBuildMs: 10_000,
  /** The peer our builds must be faster than. */
  fasterThan: "docusaurus" as Peer,
  peakRssBytes: 1024 * MB,
  /** Issue 26: the dev server's first answer, from an empty cache and from the cache an impatient stop left. */
  devColdStartMs: 8_000,
  devWarmStartMs: 3_000,
  devFirstVisitMs: 1_000,
  devUpdateMs: 300,
  searchIndexGzipBytes: 150 * KB,
  searchQueryMs: 10,
  /** Issue 28: an answering page first for this share of the relevance suite's questions. */
  searchHitAt1: 0.9,
};

const kilobytes = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const milliseconds = (ms: number) => `${Math.round(ms)} ms`;

/** A failure's first line, short enough for a cell. */
function failureCell(failure: Failure): string {
  const [firstLine = ""] = failure.failed.split("\n");
  return `failed: ${firstLine.length > 60 ? `${firstLine.slice(0, 59)}…` : firstLine}`;
}

/** A stage that measured nothing at all: one row says so. */
function failureRow(figure: string, failure: Failure): Row {
  return { figure, values: { ours: failureCell(failure) }, ratios: {}, targets: [{ label: "", pass: false }] };
}

type Figures = Partial<Record<Site, number | Failure>>;

/** A figure of ours and of each peer in the run, formatted, with the ratios. */
function comparedRow(
  figure: string,
  figures: Figures,
  peers: readonly Peer[],
  format: (value: number, site: Site) => string,
  targets: Target[],
): Row {
  const values: Row["values"] = {};
  for (const site of ["ours", ...peers] as Site[]) {
    const value = figures[site];
    if (value !== undefined) values[site] = isFailure(value) ? failureCell(value) : format(value, site);
  }
  const ratios: Row["ratios"] = {};
  const ours = figures.ours;
  for (const peer of peers) {
    const theirs = figures[peer];
    if (typeof ours !== "number" || typeof theirs !== "number") continue;
    const oursOverTheirs = ratio(ours, theirs);
    if (oursOverTheirs !== undefined) ratios[peer] = oursOverTheirs;
  }
  return { figure, values, ratios, targets };
}

/** Our figure (when measured) against a bound. */
function boundTarget(label: string, ours: number | Failure | undefined, meets: (value: number) => boolean): Target {
  return { label, pass: typeof ours === "number" ? meets(ours) : undefined };
}

/**
 * Ours below every given peer's figure: failed as soon as one peer is at or below ours; unknown
 * while a peer's figure is missing.
 */
function belowPeersTarget(figures: Figures, peers: readonly Peer[]): Target {
  const label = `< ${peers.length === 1 ? SITE_NAMES[peers[0] as Peer] : "both peers"}`;
  const ours = figures.ours;
  if (typeof ours !== "number") return { label };
  const theirs = peers.map((peer) => figures[peer]);
  if (theirs.some((value) => typeof value === "number" && value <= ours)) return { label, pass: false };
  if (theirs.some((value) => typeof value !== "number")) return { label };
  return { label, pass: true };
}

/** Ours above every given peer's figure; unknown while a peer's figure is missing. */
function abovePeersTarget(figures: Figures, peers: readonly Peer[]): Target {
  const label = `> ${peers.map((peer) => SITE_NAMES[peer]).join(", ")}`;
  const ours = figures.ours;
  const theirs = peers.map((peer) => figures[peer]);
  if (typeof ours !== "number" || theirs.some((value) => typeof value !== "number")) return { label };
  return { label, pass: theirs.every((value) => (value as number) < ours) };
}

/** Picks one figure out of each site's measurement, keeping failures as they are. */
function pick<T>(bySite: BySite<T>, figure: (measurement: T) => number): Figures {
  const figures: Figures = {};
  for (const [site, measurement] of Object.entries(bySite) as [Site, T | Failure][]) {
    figures[site] = isFailure(measurement) ? measurement : figure(measurement);
  }
  return figures;
}

export function buildRows(builds: BySite<BuildMeasurements>, peers: readonly Peer[]): Row[] {
  const timeRow = (figure: string, build: "cold" | "warm", limitMs: number): Row => {
    const figures = pick(builds, (measurements) => measurements[build].wallTimeMs);
    return comparedRow(figure, figures, peers, seconds, [
      boundTarget(`≤ ${seconds(limitMs)}`, figures.ours, (ms) => ms <= limitMs),
      ...(peers.includes(TARGETS.fasterThan) ? [belowPeersTarget(figures, [TARGETS.fasterThan])] : []),
    ]);
  };
  const memoryRow = (label: string, build: "cold" | "warm"): Row => {
    const figures = pick(builds, (measurements) => measurements[build].peakRssBytes);
    return comparedRow(`${label} build peak memory (process tree RSS)`, figures, peers, megabytes, [
      boundTarget(`< ${megabytes(TARGETS.peakRssBytes)}`, figures.ours, (bytes) => bytes < TARGETS.peakRssBytes),
    ]);
  };
  return [
    timeRow("Cold build (no cache, no output)", "cold", TARGETS.coldBuildMs),
    memoryRow("Cold", "cold"),
    timeRow("Warm build (caches of the cold build)", "warm", TARGETS.warmBuildMs),
    memoryRow("Warm", "warm"),
  ];
}

const KIND_LABELS: Record<ResourceKind, string> = {
  javascript: "JavaScript",
  css: "CSS",
  html: "HTML",
  other: "other",
};

export function pageBytesRows(pages: PageBytesMeasurement[] | Failure, peers: readonly Peer[]): Row[] {
  if (isFailure(pages)) return [failureRow("Bytes before load", pages)];
  return pages.flatMap(({ page, sites }) =>
    (Object.keys(KIND_LABELS) as ResourceKind[]).map((kind) => {
      const budget =
        kind === "html" && TARGETS.referencePages.includes(page)
          ? TARGETS.referenceHtmlGzipBytes
          : kind === "other"
            ? undefined
            : TARGETS.initialGzipBytes[kind];
      const transferred = pick(sites, ({ bytes }) => bytes[kind].transferred);
      const raw = pick(sites, ({ bytes }) => bytes[kind].raw);
      const format = (bytes: number, site: Site) => `${kilobytes(bytes)} gzip (${kilobytes(Number(raw[site]))} raw)`;
      const targets =
        budget === undefined
          ? []
          : [boundTarget(`≤ ${kilobytes(budget)} gzip`, transferred.ours, (bytes) => bytes <= budget)];
      return comparedRow(`${page} ${KIND_LABELS[kind]} before load`, transferred, peers, format, targets);
    }),
  );
}

const ORIGIN_LABELS: Record<CodeOrigin, string> = {
  react: "React (react, react-dom, scheduler)",
  reactRouter: "React Router",
  ours: "our code (with webpack's runtime)",
  otherPackages: "other packages",
};

/** Our initial JavaScript on one page by where it comes from: reported, held to no target. */
export function initialJavaScriptRows(composition: InitialJavaScriptComposition | Failure): Row[] {
  if (isFailure(composition)) return [failureRow("Initial JavaScript by origin", composition)];
  return CODE_ORIGINS.map((origin) =>
    oursOnly(
      `${composition.page} JavaScript before load: ${ORIGIN_LABELS[origin]}`,
      `${kilobytes(composition.gzipBytes[origin])} gzip`,
      [],
    ),
  );
}

function scoreTarget(minimum: number, ours: number | Failure | undefined): Target {
  return boundTarget(minimum === 100 ? "100" : `≥ ${minimum}`, ours, (score) => score >= minimum);
}

/** Lighthouse shows CLS to three decimals; a shift too small to show is none. */
const shownLayoutShift = (figures: LighthouseFigures) => Number(figures.cumulativeLayoutShift.toFixed(3));

function lighthousePageRows({ page, preset, sites }: LighthouseMeasurement, peers: readonly Peer[]): Row[] {
  const row = (
    label: string,
    figure: (figures: LighthouseFigures) => number,
    format: (value: number) => string,
    targetsOf: (figures: Figures) => Target[],
  ): Row => {
    const figures = pick(sites, ({ median }) => figure(median));
    return comparedRow(`Lighthouse ${preset} ${page} ${label}`, figures, peers, format, targetsOf(figures));
  };
  const score = (value: number) => String(value);
  const atLeast = (minimum: number) => (figures: Figures) => [scoreTarget(minimum, figures.ours)];
  return [
    row("performance", (figures) => figures.performance, score, atLeast(performanceMinimumOf(preset, page))),
    row("accessibility", (figures) => figures.accessibility, score, atLeast(TARGETS.otherScores)),
    row("best practices", (figures) => figures.bestPractices, score, atLeast(TARGETS.otherScores)),
    row("SEO", (figures) => figures.seo, score, atLeast(TARGETS.otherScores)),
    row(
      "LCP",
      (figures) => figures.largestContentfulPaintMs,
      milliseconds,
      () => [],
    ),
    row(
      "TBT",
      (figures) => figures.totalBlockingTimeMs,
      milliseconds,
      (figures) => [
        boundTarget(
          `< ${milliseconds(TARGETS.totalBlockingTimeMs)}`,
          figures.ours,
          (ms) => ms < TARGETS.totalBlockingTimeMs,
        ),
        ...(preset === "mobile" && peers.length > 0 ? [belowPeersTarget(figures, peers)] : []),
      ],
    ),
    row(
      "CLS",
      shownLayoutShift,
      (shift) => shift.toFixed(3),
      (figures) => [boundTarget("0", figures.ours, (shift) => shift === 0)],
    ),
  ];
}

function performanceMinimumOf(preset: LighthousePreset, page: string): number {
  if (preset === "desktop") return TARGETS.desktopPerformance;
  return TARGETS.mobilePerformanceOfPage[page] ?? TARGETS.mobilePerformance;
}

export function lighthouseRows(measurements: LighthouseMeasurement[] | Failure, peers: readonly Peer[]): Row[] {
  if (isFailure(measurements)) return [failureRow("Lighthouse", measurements)];
  return measurements.flatMap((measurement) => lighthousePageRows(measurement, peers));
}

const oursOnly = (figure: string, value: string, targets: Target[]): Row => ({
  figure,
  values: { ours: value },
  ratios: {},
  targets,
});

export function devServerRows(devServer: DevServerMeasurement | Failure): Row[] {
  if (isFailure(devServer)) return [failureRow("Dev server", devServer)];
  const timeRow = (figure: string, ms: number, limitMs: number, format: (ms: number) => string) =>
    oursOnly(`Dev server: ${figure}`, format(ms), [{ label: `≤ ${format(limitMs)}`, pass: ms <= limitMs }]);
  return [
    timeRow("cold start to first answer (empty cache)", devServer.coldStartMs, TARGETS.devColdStartMs, seconds),
    timeRow(
      "warm start to first answer (after SIGTERM, SIGKILL 2 s later)",
      devServer.warmStartMs,
      TARGETS.devWarmStartMs,
      seconds,
    ),
    timeRow("first visit of an uncompiled page", devServer.firstVisitMs, TARGETS.devFirstVisitMs, milliseconds),
    oursOnly(
      `Dev server: save to page updated (median of ${devServer.updatesMs.length})`,
      milliseconds(devServer.medianUpdateMs),
      [{ label: `< ${milliseconds(TARGETS.devUpdateMs)}`, pass: devServer.medianUpdateMs < TARGETS.devUpdateMs }],
    ),
  ];
}

export function searchRows(search: SearchMeasurement | undefined | Failure): Row[] {
  if (isFailure(search)) return [failureRow("Search", search)];
  const indexTarget = `≤ ${kilobytes(TARGETS.searchIndexGzipBytes)}`;
  const queryTarget = `< ${TARGETS.searchQueryMs} ms`;
  if (!search) {
    return [
      oursOnly("Search index (gzip)", "n/a (no search index)", [{ label: indexTarget }]),
      oursOnly("Search query (median)", "n/a (no search index)", [{ label: queryTarget }]),
    ];
  }
  return [
    oursOnly("Search index (gzip)", kilobytes(search.indexGzipBytes), [
      { label: indexTarget, pass: search.indexGzipBytes <= TARGETS.searchIndexGzipBytes },
    ]),
    oursOnly("Search query (median)", `${search.medianQueryMs.toFixed(2)} ms`, [
      { label: queryTarget, pass: search.medianQueryMs < TARGETS.searchQueryMs },
    ]),
  ];
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/**
 * The relevance suite on each site's local search (ours and VitePress's; Docusaurus has none
 * without Algolia): hit@1 and hit@3 (an answering page first, among the first three) and MRR@10.
 */
export function relevanceRows(relevance: BySite<RelevanceMeasurement>, peers: readonly Peer[]): Row[] {
  const searched = peers.filter((peer) => relevance[peer] !== undefined);
  const ours = relevance.ours;
  const questions = ours && !isFailure(ours) ? ` (${ours.questions} questions)` : "";
  const row = (
    figure: string,
    value: (measurement: RelevanceMeasurement) => number,
    format: (value: number) => string,
    targets: (figures: Figures) => Target[],
  ) => {
    const figures = pick(relevance, value);
    return comparedRow(`Search ${figure}${questions}`, figures, searched, format, [
      ...targets(figures),
      ...(searched.length > 0 ? [abovePeersTarget(figures, searched)] : []),
    ]);
  };
  return [
    row(
      "hit@1",
      (measurement) => measurement.hitAt1,
      percent,
      (figures) => [
        boundTarget(`≥ ${percent(TARGETS.searchHitAt1)}`, figures.ours, (share) => share >= TARGETS.searchHitAt1),
      ],
    ),
    row(
      "hit@3",
      (measurement) => measurement.hitAt3,
      percent,
      (figures) => [boundTarget("100 %", figures.ours, (share) => share === 1)],
    ),
    row(
      "MRR@10",
      (measurement) => measurement.mrrAt10,
      (value) => value.toFixed(3),
      () => [],
    ),
  ];
}

/** Issue 26: the larger site builds, in less memory than this, faster than Docusaurus, with as much JavaScript. */
const SCALE_TARGETS = { peakRssBytes: 1536 * MB, initialJavaScriptGrowthBytes: 2 * KB };

export function scaleRows(scale: ScaleMeasurement | Failure, peers: readonly Peer[]): Row[] {
  if (isFailure(scale)) return [failureRow("Larger site (×4 the largest sections)", scale)];
  const larger = `${scale.pages} pages (×${scale.factor})`;
  const times = pick(scale.coldBuilds, (build) => build.wallTimeMs);
  const memory = pick(scale.coldBuilds, (build) => build.peakRssBytes);
  const [problem] = scale.problems;
  return [
    {
      figure: `Builds, ${larger}`,
      values: { ours: problem === undefined ? "yes" : failureCell({ failed: problem }) },
      ratios: {},
      targets: [{ label: "builds", pass: problem === undefined }],
    },
    comparedRow(`Cold build, ${larger}`, times, peers, seconds, [
      ...(peers.includes(TARGETS.fasterThan) ? [belowPeersTarget(times, [TARGETS.fasterThan])] : []),
    ]),
    comparedRow(`Cold build peak memory, ${larger}`, memory, peers, megabytes, [
      boundTarget(
        `< ${megabytes(SCALE_TARGETS.peakRssBytes)}`,
        memory.ours,
        (bytes) => bytes < SCALE_TARGETS.peakRssBytes,
      ),
    ]),
    ...Object.entries(scale.initialJavaScriptGzipBytes).map(([page, { scaled, asIs }]) => ({
      figure: `JS before load ${page}, ${larger} (as is: ${kilobytes(asIs)})`,
      values: { ours: kilobytes(scaled) },
      ratios: {},
      targets: [
        boundTarget(
          `≤ +${kilobytes(SCALE_TARGETS.initialJavaScriptGrowthBytes)}`,
          scaled - asIs,
          (growth) => growth <= SCALE_TARGETS.initialJavaScriptGrowthBytes,
        ),
      ],
    })),
  ];
}
