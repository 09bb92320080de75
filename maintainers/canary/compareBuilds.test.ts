import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import type { StatsCompilation } from "webpack";
import { summarizeBuild } from "./buildSummary.ts";
import { compareBuilds, type BuildOutcome, type ComparisonRow, type EndToEndOutcome } from "./compareBuilds.ts";
import { readEmittedFiles, type EmittedFile } from "./emittedFiles.ts";
import { formatComparison } from "./formatComparison.ts";
import { PAGE_DIFF_LINE_LENGTH, PAGE_DIFF_LINES } from "./pageDiff.ts";

const PINNED_WORKSPACE = "/project/.cache/canary-pinned-a1";
const CANDIDATE_WORKSPACE = "/project/.cache/canary-candidate-b2";

interface FixtureOptions {
  mainHash: string;
  pageChunkBytes: number;
  conceptsHtml: string;
  warnings?: StatsCompilation["warnings"];
  errors?: StatsCompilation["errors"];
}

/** A small build of one compilation, as the site builds (the browser bundles, the renderer and the prerendered pages): stats JSON as webpack writes it, and the files of its output folder. */
function fixtureBuild(options: FixtureOptions): { stats: StatsCompilation[]; files: EmittedFile[] } {
  const main = `assets/main.${options.mainHash}.js`;
  const client: StatsCompilation = {
    name: "client",
    assets: [
      { name: main },
      { name: "assets/page-0.0a0a0a0a0a.js" },
      { name: "renderer.cjs" },
      { name: "index.html" },
      { name: "concepts/index.html" },
    ] as StatsCompilation["assets"],
    chunks: [
      { initial: true, names: ["main"], files: [main, "assets/main.c55c55c55c.css"] },
      { initial: false, names: ["page-0"], files: ["assets/page-0.0a0a0a0a0a.js"] },
      { initial: false, names: ["navigation-guides"], files: ["assets/navigation-guides.9b9b9b9b9b.js"] },
      { initial: true, names: ["renderer"], files: ["renderer.cjs"] },
    ] as StatsCompilation["chunks"],
    modules: [
      {
        identifier: "/project/src/client.tsx|concatenated",
        modules: [{ identifier: "/project/src/client.tsx" }, { identifier: "/project/src/App.tsx" }],
      },
      { identifier: "/project/src/server.tsx" },
      { identifier: "/project/content/guides/index.md" },
      { identifier: "/project/src/App.tsx", orphan: true },
      { identifier: "/project/src/unused.ts", orphan: true },
      { identifier: "webpack/runtime/load script", moduleType: "runtime" },
      { identifier: "webpack/runtime/load script", moduleType: "runtime" },
    ] as StatsCompilation["modules"],
    children: [
      { name: "InjectManifest", assets: [{ name: "sw.js" }] as StatsCompilation["assets"], warnings: [], errors: [] },
    ],
    warnings: options.warnings ?? [],
    errors: options.errors ?? [],
  };
  const file = (name: string, bytes: number, sha256 = name): EmittedFile => ({
    name,
    bytes,
    gzipBytes: Math.round(bytes / 4),
    sha256,
  });
  return {
    stats: [client],
    files: [
      file(main, 300_000),
      file("assets/main.c55c55c55c.css", 18_000),
      file("assets/page-0.0a0a0a0a0a.js", options.pageChunkBytes),
      file("assets/navigation-guides.9b9b9b9b9b.js", 2_000),
      file("sw.js", 25_000),
      file("index.html", 40_000, "home"),
      file("concepts/index.html", 60_000, options.conceptsHtml),
      file("robots.txt", 100),
    ],
  };
}

const outputFolders: string[] = [];
after(() => outputFolders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** An output folder holding the given files, as a build leaves it. */
function outputFolder(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), "canary-output-"));
  outputFolders.push(folder);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), content);
  }
  return folder;
}

/** A prerendered page, minified as the prerender writes it: one line. */
const prerenderedPage = (title: string, body: string, head = "") =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title>${head}</head><body><main><h1>${title}</h1>${body}</main></body></html>`;

function outcome(options: FixtureOptions, workspace: string, version: string, failure?: string): BuildOutcome {
  const { stats, files } = fixtureBuild(options);
  const outputDirectory = outputFolder({
    "index.html": prerenderedPage("webpack", "<p>Home</p>"),
    "concepts/index.html": prerenderedPage("Concepts", `<p>Version ${options.conceptsHtml}</p>`),
  });
  const measurements = {
    cold: { wallTimeMs: 50_000, peakRssBytes: 800 * 1024 * 1024 },
    warm: { wallTimeMs: 20_000, peakRssBytes: 600 * 1024 * 1024 },
  };
  return {
    webpackVersion: version,
    ...(failure ? { failure } : { measurements }),
    summary: summarizeBuild(stats, files, workspace),
    outputDirectory,
  };
}

/** The same performance warning in both builds: only the hash in its asset name and the workspace differ. */
const budgetWarning = (hash: string, workspace: string) => ({
  message: `asset size limit: assets/main.${hash}.js (293 KiB) exceeds the limit, see ${workspace}/dist`,
});

const pinned = outcome(
  {
    mainHash: "1111111111",
    pageChunkBytes: 2048,
    conceptsHtml: "a",
    warnings: [budgetWarning("1111111111", PINNED_WORKSPACE)],
  },
  PINNED_WORKSPACE,
  "5.112.2",
);
const candidateOptions: FixtureOptions = {
  mainHash: "2222222222",
  pageChunkBytes: 3072,
  conceptsHtml: "b",
  warnings: [
    budgetWarning("2222222222", CANDIDATE_WORKSPACE),
    {
      moduleName: "./src/client.tsx",
      loc: "12:4-20",
      message: "Critical dependency: the request of a dependency is an expression\n    at stack",
    },
  ],
};
const passingTests: EndToEndOutcome = { passed: true, counts: { tests: 88, pass: 88, fail: 0 }, failed: [] };

function row(rows: ComparisonRow[], figure: string): ComparisonRow {
  const found = rows.find((candidate) => candidate.figure === figure);
  assert.ok(found, `no row "${figure}"`);
  return found;
}

describe("compareBuilds", () => {
  const candidate = outcome(candidateOptions, CANDIDATE_WORKSPACE, "5.113.0");
  const comparison = compareBuilds(pinned, candidate, passingTests);

  it("names a new warning, not the same warning with another hash and workspace", () => {
    assert.deepEqual(
      comparison.newWarnings.map(({ compilation, summary }) => ({ compilation, summary })),
      [
        {
          compilation: "client",
          summary: "./src/client.tsx 12:4-20: Critical dependency: the request of a dependency is an expression",
        },
      ],
    );
    assert.deepEqual(row(comparison.rows, "Warnings"), {
      figure: "Warnings",
      pinned: "1",
      candidate: "2",
      change: "1 new",
    });
    assert.deepEqual(row(comparison.rows, "Errors"), { figure: "Errors", pinned: "0", candidate: "0", change: "same" });
  });

  it("shows a larger page chunk in its group, raw and gzip, and in the totals", () => {
    assert.deepEqual(row(comparison.rows, "Page chunks"), {
      figure: "Page chunks",
      pinned: "2.0 KB",
      candidate: "3.0 KB",
      change: "+1.0 KB (+50.0%)",
    });
    assert.deepEqual(row(comparison.rows, "Page chunks, gzip"), {
      figure: "Page chunks, gzip",
      pinned: "512 B",
      candidate: "768 B",
      change: "+256 B (+50.0%)",
    });
    assert.equal(row(comparison.rows, "Initial JS").change, "same");
    assert.equal(row(comparison.rows, "Service worker").pinned, "24.4 KB");
    assert.equal(row(comparison.rows, "HTML").pinned, "97.7 KB");
    assert.equal(row(comparison.rows, "Other lazy JS").pinned, "2.0 KB");
    assert.equal(row(comparison.rows, "All files").change, "+1.0 KB (+0.2%)");
  });

  it("counts the modules in chunks, those of a concatenation one by one, and no runtime or orphan module", () => {
    assert.deepEqual(row(comparison.rows, "Modules (client)"), {
      figure: "Modules (client)",
      pinned: "4",
      candidate: "4",
      change: "same",
    });
    assert.equal(row(comparison.rows, "Chunks (client)").pinned, "4");
  });

  it("writes a memory change under 10 MB with a decimal", () => {
    const grown = {
      ...candidate,
      measurements: {
        cold: { wallTimeMs: 50_000, peakRssBytes: 804 * 1024 * 1024 },
        warm: { wallTimeMs: 21_500, peakRssBytes: 600 * 1024 * 1024 },
      },
    };
    const rows = compareBuilds(pinned, grown, passingTests).rows;
    assert.equal(row(rows, "Peak memory, cold").change, "+4.0 MB (+0.5%)");
    assert.equal(row(rows, "Build, warm (filesystem cache)").change, "+1.5 s (+7.5%)");
  });

  it("counts every HTML file of the one compilation's output as a page and lists a changed one", () => {
    const { total, identical, differing } = comparison.pages ?? {};
    assert.deepEqual({ total, identical, differing }, { total: 2, identical: 1, differing: ["concepts/index.html"] });
    assert.deepEqual(row(comparison.rows, "Prerendered pages"), {
      figure: "Prerendered pages",
      pinned: "2",
      candidate: "2",
      change: "1 of 2 differ",
    });
  });

  it("passes a candidate that builds, passes the tests and adds only a warning", () => {
    assert.deepEqual(comparison.verdict, { pass: true, reasons: [] });
    assert.equal(row(comparison.rows, "End-to-end tests").candidate, "88 passed");
  });

  it("prints one aligned table, then what is new, then the verdict", () => {
    const report = formatComparison(comparison);
    const lines = report.split("\n");
    assert.equal(
      lines[0],
      "| Figure                           | pinned 5.112.2 | candidate 5.113.0 | Change           |",
    );
    assert.ok(
      lines.includes("| Page chunks                      | 2.0 KB         | 3.0 KB            | +1.0 KB (+50.0%) |"),
    );
    assert.ok(
      lines.includes("| Build, cold (client + prerender) | 50.0 s         | 50.0 s            | same             |"),
    );
    assert.ok(
      lines.includes("| Peak memory, cold                | 800 MB         | 800 MB            | same             |"),
    );
    assert.ok(
      lines.includes("| Prerendered pages                | 2              | 2                 | 1 of 2 differ    |"),
    );
    const tableLines = lines.slice(0, lines.indexOf(""));
    assert.equal(tableLines.length, 2 + comparison.rows.length);
    assert.ok(tableLines.every((line) => line.length === lines[0]?.length));
    assert.ok(report.includes("New errors: none\n"));
    assert.ok(
      report.includes(
        "New warnings (1):\n  - client: ./src/client.tsx 12:4-20: Critical dependency: the request of a dependency is an expression\n",
      ),
    );
    assert.ok(
      report.includes(
        [
          "Prerendered pages that differ (1 of 2):",
          "  - concepts/index.html",
          "How concepts/index.html differs (a tag per line):",
          "    --- pinned/concepts/index.html",
          "    +++ candidate/concepts/index.html",
          "    @@ -10,3 +10,3 @@",
          "     </h1>",
          "    -<p>Version a",
          "    +<p>Version b",
          "     </p>",
          "",
        ].join("\n"),
      ),
    );
    assert.match(report, /\nVerdict: PASS \(/);
  });

  it("fails a candidate that emits a new error, and names it", () => {
    const failing = outcome(
      { ...candidateOptions, errors: [{ message: "PrerenderPlugin: render failed for /concepts/" }] },
      CANDIDATE_WORKSPACE,
      "5.113.0",
    );
    const result = compareBuilds(pinned, failing, passingTests);
    assert.deepEqual(result.verdict, { pass: false, reasons: ["1 new error"] });
    assert.match(
      formatComparison(result),
      /New errors \(1\):\n {2}- client: PrerenderPlugin: render failed for \/concepts\/\n[^]*Verdict: FAIL \(1 new error\)$/,
    );
  });

  it("fails a candidate whose build fails, and measures nothing of what it left in its output", () => {
    const broken = outcome(
      candidateOptions,
      CANDIDATE_WORKSPACE,
      "5.113.0",
      "node buildWithStats.ts failed with exit code 1",
    );
    const result = compareBuilds(pinned, broken, undefined);
    assert.deepEqual(result.verdict, { pass: false, reasons: ["the candidate's build failed"] });
    assert.deepEqual(row(result.rows, "Build, warm (filesystem cache)"), {
      figure: "Build, warm (filesystem cache)",
      pinned: "20.0 s",
      candidate: "failed",
      change: "",
    });
    assert.equal(row(result.rows, "End-to-end tests").candidate, "not run");
    assert.deepEqual(row(result.rows, "Page chunks"), {
      figure: "Page chunks",
      pinned: "2.0 KB",
      candidate: "—",
      change: "",
    });
    assert.deepEqual(row(result.rows, "Prerendered pages"), {
      figure: "Prerendered pages",
      pinned: "2",
      candidate: "—",
      change: "",
    });
    assert.equal(row(result.rows, "Modules (client)").candidate, "4");
    assert.match(formatComparison(result), /\nPrerendered pages: not compared, the candidate's build failed\n/);
  });

  it("fails a candidate that fails an end-to-end test, and lists the test", () => {
    const failedTests: EndToEndOutcome = {
      passed: false,
      counts: { tests: 88, pass: 87, fail: 1 },
      failed: ["keeps the page when offline"],
    };
    const result = compareBuilds(pinned, candidate, failedTests);
    assert.deepEqual(result.verdict, { pass: false, reasons: ["the end-to-end tests failed (1 of 88 failed)"] });
    assert.match(formatComparison(result), /Failed end-to-end tests:\n {2}- keeps the page when offline\n/);
  });

  it("prints a bounded diff of the first differing page, read from both output folders", () => {
    const script = (hash: string) => `<script defer src="/assets/main.${hash}.js"></script>`;
    const guides = (hash: string) => prerenderedPage("Guides", "<p>Getting started</p>", script(hash));
    const sections = Array.from({ length: 40 }, (_, index) => `<h2>Section ${index}</h2><p>${"text ".repeat(60)}</p>`);
    const outputOf = (files: Record<string, string>, workspace: string, version: string): BuildOutcome => {
      const outputDirectory = outputFolder(files);
      return {
        webpackVersion: version,
        summary: summarizeBuild([{ name: "client" }], readEmittedFiles(outputDirectory), workspace),
        outputDirectory,
      };
    };
    const pinnedBuild = outputOf({ "guides/index.html": guides("1111111111") }, PINNED_WORKSPACE, "5.112.2");
    const candidateBuild = outputOf(
      {
        "api/index.html": prerenderedPage("API", sections.join("")),
        "guides/index.html": guides("2222222222"),
      },
      CANDIDATE_WORKSPACE,
      "5.113.0",
    );

    const lines = formatComparison(compareBuilds(pinnedBuild, candidateBuild, passingTests)).split("\n");

    const heading = lines.indexOf("How api/index.html differs (a tag per line):");
    assert.deepEqual(lines.slice(heading - 3, heading), [
      "Prerendered pages that differ (2 of 2):",
      "  - api/index.html",
      "  - guides/index.html",
    ]);
    const diff = lines.slice(heading + 1, lines.indexOf("", heading));
    assert.equal(diff.length, PAGE_DIFF_LINES);
    assert.deepEqual(diff.slice(0, 5), [
      "    --- /dev/null",
      "    +++ candidate/api/index.html",
      "    @@ -0,0 +1,173 @@",
      "    +<!DOCTYPE html>",
      '    +<html lang="en">',
    ]);
    assert.ok(diff.every((line) => line.length <= "    ".length + PAGE_DIFF_LINE_LENGTH));
    assert.ok(diff.some((line) => line.startsWith("    +<p>text text") && line.endsWith("…")));
    // Two file headers, a hunk header, the page's 173 tag lines and "\ No newline at end of file".
    const patchLines = 3 + 173 + 1;
    assert.equal(diff.at(-1), `    … ${patchLines - (PAGE_DIFF_LINES - 1)} more lines`);
  });

  it("says when the pinned webpack is compared with itself and nothing changed", () => {
    const same = compareBuilds(pinned, pinned, passingTests);
    assert.deepEqual(same.newWarnings, []);
    assert.deepEqual(same.pages, { total: 2, identical: 2, differing: [] });
    assert.ok(
      same.rows
        .filter((line) => line.figure !== "End-to-end tests")
        .every((line) => line.change === "same" || line.change === "all byte-identical"),
    );
    assert.ok(formatComparison(same).includes("Prerendered pages: all 2 byte-identical"));
  });
});
