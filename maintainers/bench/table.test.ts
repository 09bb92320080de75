import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { BuildMeasurements } from "./builds.ts";
import type { LighthouseFigures, LighthouseMeasurement, LighthousePreset } from "./lighthouse.ts";
import { PEERS, type BySite } from "./sites.ts";
import { formatRatio, formatTable, verdict } from "./table.ts";
import type { PageBytes } from "./pageBytes.ts";
import {
  buildRows,
  devServerRows,
  initialJavaScriptRows,
  lighthouseRows,
  pageBytesRows,
  relevanceRows,
  searchRows,
  type Row,
} from "./targets.ts";

const MB = 1024 * 1024;

const builds = (coldMs: number, warmMs: number, peakMb: number): BuildMeasurements => ({
  cold: { wallTimeMs: coldMs, peakRssBytes: peakMb * MB },
  warm: { wallTimeMs: warmMs, peakRssBytes: peakMb * MB },
});

const figures = (overrides: Partial<LighthouseFigures>): LighthouseFigures => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  largestContentfulPaintMs: 1000,
  totalBlockingTimeMs: 50,
  cumulativeLayoutShift: 0,
  ...overrides,
});

function lighthousePage(
  page: string,
  preset: LighthousePreset,
  sites: Partial<Record<"ours" | "vitepress" | "docusaurus", Partial<LighthouseFigures> | { failed: string }>>,
): LighthouseMeasurement {
  const measured: LighthouseMeasurement["sites"] = {};
  for (const [site, value] of Object.entries(sites)) {
    const key = site as keyof typeof sites;
    if ("failed" in value) measured[key] = value;
    else measured[key] = { url: `http://127.0.0.1${page}`, median: figures(value), runs: [figures(value)] };
  }
  return { page, preset, sites: measured };
}

/** The table's line for a figure, as header → cell. */
function line(table: string, figure: string): Record<string, string> {
  const [header = "", , ...lines] = table.split("\n");
  const cells = (text: string) =>
    text
      .slice(1, -1)
      .split(" | ")
      .map((cell) => cell.trim());
  const found = lines.find((text) => cells(text)[0] === figure);
  assert.ok(found, `no line for ${figure} in\n${table}`);
  const names = cells(header);
  const values = cells(found);
  return Object.fromEntries(names.map((name, column) => [name, values[column] ?? ""]));
}

describe("verdict", () => {
  it("is empty without targets, pass when all are met", () => {
    assert.equal(verdict([]), "");
    assert.equal(verdict([{ label: "≤ 30.0 s", pass: true }]), "pass");
  });

  it("names the failed targets when there are several", () => {
    assert.equal(verdict([{ label: "≤ 30.0 s", pass: false }]), "FAIL");
    assert.equal(
      verdict([
        { label: "≤ 30.0 s", pass: true },
        { label: "< Docusaurus", pass: false },
      ]),
      "FAIL (< Docusaurus)",
    );
  });

  it("is n/a when a target could not be checked and none failed", () => {
    assert.equal(
      verdict([
        { label: "< 100 ms", pass: true },
        { label: "< both peers", pass: undefined },
      ]),
      "n/a (< both peers)",
    );
    assert.equal(
      verdict([
        { label: "< 100 ms", pass: false },
        { label: "< both peers", pass: undefined },
      ]),
      "FAIL (< 100 ms)",
    );
  });
});

describe("formatRatio", () => {
  it("shows two decimals, and nothing without a ratio", () => {
    assert.equal(formatRatio(1.5), "1.50");
    assert.equal(formatRatio(0.333), "0.33");
    assert.equal(formatRatio(undefined), "");
  });
});

describe("formatTable", () => {
  it("has our column alone when the peers are skipped", () => {
    const table = formatTable(buildRows({ ours: builds(25_000, 9_000, 900) }, []), []);
    assert.deepEqual(line(table, "Cold build (no cache, no output)"), {
      Figure: "Cold build (no cache, no output)",
      ours: "25.0 s",
      Target: "≤ 30.0 s",
      Result: "pass",
    });
  });

  it("shows the three sites side by side with ours over theirs", () => {
    const rows = buildRows(
      {
        ours: builds(36_000, 15_000, 900),
        vitepress: builds(24_000, 40_000, 1800),
        docusaurus: builds(18_000, 12_000, 1200),
      },
      PEERS,
    );
    const table = formatTable(rows, PEERS);
    assert.deepEqual(line(table, "Cold build (no cache, no output)"), {
      Figure: "Cold build (no cache, no output)",
      ours: "36.0 s",
      VitePress: "24.0 s",
      "ours/VitePress": "1.50",
      Docusaurus: "18.0 s",
      "ours/Docusaurus": "2.00",
      Target: "≤ 30.0 s; < Docusaurus",
      Result: "FAIL (≤ 30.0 s; < Docusaurus)",
    });
    assert.deepEqual(line(table, "Warm build peak memory (process tree RSS)"), {
      Figure: "Warm build peak memory (process tree RSS)",
      ours: "900 MB",
      VitePress: "1800 MB",
      "ours/VitePress": "0.50",
      Docusaurus: "1200 MB",
      "ours/Docusaurus": "0.75",
      Target: "< 1024 MB",
      Result: "pass",
    });
  });

  it("reports a peer that failed to build in its column and keeps our figures and the other peer's", () => {
    const bySite: BySite<BuildMeasurements> = {
      ours: builds(10_000, 5_000, 800),
      vitepress: { failed: "setup: bash vitepress-setup.sh failed with exit code 1:\nnpm error 404" },
      docusaurus: builds(20_000, 4_000, 1000),
    };
    const table = formatTable(buildRows(bySite, PEERS), PEERS);
    const warm = line(table, "Warm build (caches of the cold build)");
    assert.equal(warm.ours, "5.0 s");
    assert.equal(warm.VitePress, "failed: setup: bash vitepress-setup.sh failed with exit code 1:");
    assert.equal(warm["ours/VitePress"], "");
    assert.equal(warm["ours/Docusaurus"], "1.25");
    assert.equal(warm.Result, "FAIL (< Docusaurus)");
  });

  it("cannot tell whether ours builds faster than Docusaurus when Docusaurus failed", () => {
    const bySite: BySite<BuildMeasurements> = {
      ours: builds(10_000, 5_000, 800),
      vitepress: builds(30_000, 30_000, 1500),
      docusaurus: { failed: "npx --no docusaurus build failed with exit code 1:\n" },
    };
    const cold = line(formatTable(buildRows(bySite, PEERS), PEERS), "Cold build (no cache, no output)");
    assert.equal(cold.Docusaurus, "failed: npx --no docusaurus build failed with exit code 1:");
    assert.equal(cold.Result, "n/a (< Docusaurus)");
  });

  it("shows a page a peer does not have, and holds TBT to the peers that have it", () => {
    const measurements = [
      lighthousePage("/", "mobile", {
        ours: { totalBlockingTimeMs: 80 },
        vitepress: { failed: "/ answered 404" },
        docusaurus: { failed: "/ answered 404" },
      }),
      lighthousePage("/concepts/", "mobile", {
        ours: { totalBlockingTimeMs: 300 },
        vitepress: { totalBlockingTimeMs: 200 },
        docusaurus: { failed: "/concepts/ answered 404" },
      }),
      lighthousePage("/api/compiler-hooks/", "mobile", {
        ours: { totalBlockingTimeMs: 90 },
        vitepress: { totalBlockingTimeMs: 180 },
        docusaurus: { totalBlockingTimeMs: 450 },
      }),
    ];
    const table = formatTable(lighthouseRows(measurements, PEERS), PEERS);
    const home = line(table, "Lighthouse mobile / TBT");
    assert.equal(home.VitePress, "failed: / answered 404");
    assert.equal(home.Result, "n/a (< both peers)");
    assert.equal(line(table, "Lighthouse mobile /concepts/ TBT").Result, "FAIL (< 100 ms; < both peers)");
    const hooks = line(table, "Lighthouse mobile /api/compiler-hooks/ TBT");
    assert.deepEqual([hooks["ours/VitePress"], hooks["ours/Docusaurus"], hooks.Result], ["0.50", "0.20", "pass"]);
  });

  it("holds mobile performance to 95, 90 on the output reference, and desktop to 100", () => {
    const measurements = [
      lighthousePage("/concepts/", "mobile", { ours: { performance: 92 } }),
      lighthousePage("/configuration/output/", "mobile", { ours: { performance: 92 } }),
      lighthousePage("/configuration/output/", "desktop", { ours: { performance: 99 } }),
    ];
    const table = formatTable(lighthouseRows(measurements, []), []);
    assert.deepEqual(
      [
        line(table, "Lighthouse mobile /concepts/ performance"),
        line(table, "Lighthouse mobile /configuration/output/ performance"),
        line(table, "Lighthouse desktop /configuration/output/ performance"),
      ].map(({ Target, Result }) => `${Target} ${Result}`),
      ["≥ 95 FAIL", "≥ 90 pass", "100 FAIL"],
    );
  });

  it("counts a layout shift too small for Lighthouse to show as none", () => {
    const measurements = [
      lighthousePage("/concepts/", "mobile", { ours: { cumulativeLayoutShift: 0.0004 } }),
      lighthousePage("/concepts/", "desktop", { ours: { cumulativeLayoutShift: 0.002 } }),
    ];
    const table = formatTable(lighthouseRows(measurements, []), []);
    assert.deepEqual(
      [line(table, "Lighthouse mobile /concepts/ CLS"), line(table, "Lighthouse desktop /concepts/ CLS")].map(
        ({ ours, Result }) => `${ours} ${Result}`,
      ),
      ["0.000 pass", "0.002 FAIL"],
    );
  });

  it("leaves the peers' cells empty on figures only our site has", () => {
    const rows: Row[] = searchRows({
      indexFile: "search-index.0a1b.json",
      indexGzipBytes: 100 * 1024,
      medianQueryMs: 2,
      relevance: { questions: 84, hitAt1: 0.95, hitAt3: 1, mrrAt10: 0.97 },
    });
    const index = line(formatTable(rows, PEERS), "Search index (gzip)");
    assert.deepEqual(
      [index.ours, index.VitePress, index["ours/VitePress"], index.Result],
      ["100.0 KB", "—", "", "pass"],
    );
  });

  it("compares search relevance with the peers that have a local search, ours held above them", () => {
    const relevance = (hitAt1: number) => ({ questions: 84, hitAt1, hitAt3: 1, mrrAt10: 0.9 });
    const table = formatTable(relevanceRows({ ours: relevance(0.95), vitepress: relevance(0.5) }, PEERS), PEERS);
    const hit = line(table, "Search hit@1 (84 questions)");
    assert.deepEqual(
      [hit.ours, hit.VitePress, hit.Docusaurus, hit.Target, hit.Result],
      ["95.0 %", "50.0 %", "—", "≥ 90.0 %; > VitePress", "pass"],
    );
    const behind = formatTable(relevanceRows({ ours: relevance(0.95), vitepress: relevance(0.96) }, PEERS), PEERS);
    assert.equal(line(behind, "Search hit@1 (84 questions)").Result, "FAIL (> VitePress)");
    const equal = line(behind, "Search hit@3 (84 questions)");
    assert.deepEqual([equal.Target, equal.Result], ["100 %; > VitePress", "FAIL (> VitePress)"]);
  });

  it("says a stage measured nothing in one failed line", () => {
    const table = formatTable(lighthouseRows({ failed: "Chromium did not start\nstack" }, PEERS), PEERS);
    const failed = line(table, "Lighthouse");
    assert.deepEqual([failed.ours, failed.Target, failed.Result], ["failed: Chromium did not start", "", "FAIL"]);
  });
});

describe("dev server", () => {
  const devServer = { coldStartMs: 7200, warmStartMs: 3400, firstVisitMs: 640, medianUpdateMs: 280 };
  const table = formatTable(devServerRows({ ...devServer, updatesMs: [300, 280, 250, 290, 270] }), []);

  it("shows the cold and warm starts, the first visit and the update, each held to its target", () => {
    const cells = (figure: string) => {
      const { ours = "", Target = "", Result = "" } = line(table, `Dev server: ${figure}`);
      return [ours, Target, Result];
    };
    assert.deepEqual(cells("cold start to first answer (empty cache)"), ["7.2 s", "≤ 8.0 s", "pass"]);
    assert.deepEqual(cells("warm start to first answer (after SIGTERM, SIGKILL 2 s later)"), [
      "3.4 s",
      "≤ 3.0 s",
      "FAIL",
    ]);
    assert.deepEqual(cells("first visit of an uncompiled page"), ["640 ms", "≤ 1000 ms", "pass"]);
    assert.deepEqual(cells("save to page updated (median of 5)"), ["280 ms", "< 300 ms", "pass"]);
  });

  it("says in one line that the stage measured nothing", () => {
    const failed = line(formatTable(devServerRows({ failed: "The dev server exited" }), []), "Dev server");
    assert.deepEqual([failed.ours, failed.Result], ["failed: The dev server exited", "FAIL"]);
  });
});

describe("bytes before load", () => {
  const KB = 1024;
  const pageBytes = (htmlKb: number): PageBytes => ({
    javascript: { raw: 300 * KB, transferred: 100 * KB },
    css: { raw: 40 * KB, transferred: 10 * KB },
    html: { raw: 400 * KB, transferred: htmlKb * KB },
    other: { raw: 0, transferred: 0 },
    scripts: [],
  });
  const htmlVerdict = (page: string, htmlKb: number) => {
    const rows = pageBytesRows([{ page, sites: { ours: { url: page, bytes: pageBytes(htmlKb) } } }], []);
    return rows.find((row) => row.figure === `${page} HTML before load`)?.targets.map((target) => target.pass);
  };

  it("allows a generated reference page 45 KB of HTML and any other page 30 KB", () => {
    assert.deepEqual(htmlVerdict("/configuration/output/", 40), [true]);
    assert.deepEqual(htmlVerdict("/configuration/output/", 46), [false]);
    assert.deepEqual(htmlVerdict("/concepts/", 40), [false]);
    assert.deepEqual(htmlVerdict("/concepts/", 29), [true]);
  });
});

describe("initial JavaScript by origin", () => {
  it("shows each origin's gzip share of the page's scripts on a line of ours, held to no target", () => {
    const KB = 1024;
    const rows = initialJavaScriptRows({
      page: "/concepts/",
      scripts: ["/assets/main.1234567890.js"],
      gzipBytes: { react: 70.4 * KB, reactRouter: 11.3 * KB, ours: 19.3 * KB, otherPackages: 3.3 * KB },
    });
    const table = formatTable(rows, PEERS);
    const router = line(table, "/concepts/ JavaScript before load: React Router");
    assert.deepEqual([router.ours, router.Target, router.Result], ["11.3 KB gzip", "", ""]);
    assert.equal(
      line(table, "/concepts/ JavaScript before load: React (react, react-dom, scheduler)").ours,
      "70.4 KB gzip",
    );
  });

  it("says in one line that the stage failed", () => {
    const table = formatTable(initialJavaScriptRows({ failed: "no stats" }), []);
    assert.equal(line(table, "Initial JavaScript by origin").ours, "failed: no stats");
  });
});
