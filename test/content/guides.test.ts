import assert from "node:assert/strict";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { checkGuide } from "./checkGuide.ts";
import { FOLLOWED_GUIDES } from "./followedGuides.ts";
import { projectsFolder, type GuideProject } from "./guideProject.ts";
import type { HashCorrespondence } from "./hashCorrespondence.ts";
import { eventually, openPage, type OpenedPage } from "./openPage.ts";
import { contentDirectory, readContent } from "./readContent.ts";

const projectsDirectory = projectsFolder("guides-");

interface PageContext {
  page: OpenedPage;
  project: GuideProject;
  hashes: HashCorrespondence;
}

/** Something a guide says the reader sees on the built page, checked with assertions. */
interface PageClaim {
  /** Words of the guide that make the claim; they locate it in a failure message. */
  says: string;
  check(context: PageContext): void | Promise<void>;
}

interface GuideCase {
  slug: string;
  /** The page the reader opens at the end of the guide (relative to the project), and what it does. */
  page?: { file: string; claims: PageClaim[] };
}

/** Values from the page's realm have other prototypes than node's; compare them as data. */
function asData(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

function textOf(page: OpenedPage, selector: string): string | undefined {
  return page.document.querySelector(selector)?.textContent ?? undefined;
}

/**
 * The guides whose claims are checked (see `checkGuide`: files, build logs, output files, project
 * trees), and what each says the reader sees on its final page, checked in jsdom. A guide belongs
 * here when it builds in a few seconds; the whole list should stay well under a minute.
 */
const guides: GuideCase[] = [
  {
    slug: "getting-started",
    page: {
      file: "dist/index.html",
      claims: [
        {
          says: "The page shows the heading *Hello, reader! This page was built by webpack.*",
          check: ({ page }) =>
            assert.equal(textOf(page, "body > h1"), "Hello, reader! This page was built by webpack."),
        },
      ],
    },
  },
  {
    slug: "asset-management",
    page: {
      file: "dist/index.html",
      claims: [
        {
          says: "the heading is blue and set in Arial",
          check: ({ page }) => {
            const heading = page.document.querySelector("h1.hello");
            assert.ok(heading, "no h1 with the class hello");
            assert.equal(page.window.getComputedStyle(heading).color, "rgb(28, 120, 192)");
            assert.equal(page.window.getComputedStyle(page.document.body).fontFamily, "Arial, sans-serif");
          },
        },
        {
          says: "the heading has the cube as a background, and a larger cube follows below it",
          check: ({ page, project, hashes }) => {
            const image = page.document.querySelector("img");
            const icon = hashes.toActual("images/icon.ebf150af.svg");
            assert.equal(image?.getAttribute("alt"), "A blue cube");
            assert.equal(image?.width, 96);
            assert.equal(image?.src, new URL(icon, page.window.location.href).href);
            assert.ok(project.exists(`dist/${icon}`), `dist/${icon} is missing`);
            assert.match(project.read("dist/main.css"), new RegExp(`\\.hello\\{[^}]*url\\(${icon}\\)`));
          },
        },
        {
          says: "Reload the page and open the browser console",
          check: ({ page }) =>
            assert.deepEqual(asData(page.console), [
              { method: "log", args: ["Docs team", ["Ada", "Linus"]] },
              { method: "log", args: ["theme:", "light", "page size:", 20] },
              {
                method: "table",
                args: [
                  [
                    { item: "notebook", price: "4.50" },
                    { item: "pencil", price: "0.80" },
                    { item: "eraser", price: "1.20" },
                  ],
                ],
              },
            ]),
        },
      ],
    },
  },
  {
    slug: "output-management",
    page: {
      file: "dist/index.html",
      claims: [
        {
          says: "`print.js` is evaluated once, not twice as with two independent entry points",
          check: async ({ page }) => {
            assert.deepEqual(page.requests, ["print.js", "index.js"]);
            assert.deepEqual(asData(page.console), [{ method: "log", args: ["print.js has been evaluated"] }]);
            const button = page.document.querySelector("button");
            assert.equal(button?.textContent, "Click me and check the console");
            button?.click();
            assert.deepEqual(asData(page.console.at(-1)), { method: "log", args: ["printMe() was called"] });
          },
        },
      ],
    },
  },
  {
    slug: "lazy-loading",
    page: {
      file: "dist/index.html",
      claims: [
        {
          says: "In an English browser the page now makes these requests",
          check: async ({ page }) => {
            assert.ok(await eventually(() => textOf(page, "h1") === "Hello"), "no Hello heading");
            assert.equal(textOf(page, "button"), "Show the chart");
            assert.deepEqual(page.requests, ["main.js", "locale-en-json.chunk.js"]);
            const prefetched = page.document.head.querySelector<HTMLLinkElement>('link[rel="prefetch"]');
            assert.equal(prefetched && path.basename(prefetched.href), "chart.chunk.js");
          },
        },
        {
          says: "`Promise.all` starts both downloads at once",
          check: async ({ page }) => {
            page.document.querySelector("button")?.click();
            assert.ok(await eventually(() => page.document.querySelector("pre") !== null), "no chart");
            assert.deepEqual(page.requests.slice(2).sort(), ["chart.chunk.js", "lodash.chunk.js"]);
            const values = (textOf(page, "pre") ?? "").split("\n").map((line) => line.split(" ").at(-1));
            assert.deepEqual(values, ["2", "3", "4", "7", "9"]);
            assert.deepEqual(asData(page.console), [{ method: "log", args: ["chart.js has been loaded"] }]);
          },
        },
      ],
    },
  },
  { slug: "entry-advanced" },
  { slug: "public-path" },
  { slug: "typescript" },
  { slug: "csp" },
  {
    slug: "code-splitting",
    page: {
      file: "dist/index.html",
      claims: [
        {
          says: "`lodash.bundle.js` arrives a moment later when `getComponent()` runs",
          check: async ({ page }) => {
            assert.ok(await eventually(() => textOf(page, "body > div") === "Hello webpack"), "no Hello webpack");
            assert.deepEqual(page.requests, ["index.bundle.js", "lodash.bundle.js"]);
          },
        },
        {
          says: 'the runtime has appended a `<link rel="prefetch" as="script">`',
          check: ({ page }) => {
            const link = page.document.head.querySelector<HTMLLinkElement>('link[rel="prefetch"]');
            assert.equal(link && path.basename(link.href), "login-modal.bundle.js");
            // jsdom keeps `as` as a property only; a browser also shows it as an attribute.
            assert.equal((link as unknown as { as?: string }).as, "script");
          },
        },
        {
          says: "When you click *Log in*",
          check: async ({ page }) => {
            page.document.querySelector("button")?.click();
            assert.ok(await eventually(() => textOf(page, "dialog[open] p") === "Log in (demo)"), "no open dialog");
            assert.equal(page.requests.at(-1), "login-modal.bundle.js");
          },
        },
      ],
    },
  },
  {
    slug: "caching",
    page: {
      file: "dist/index.html",
      claims: [
        {
          says: "Add a module and use it",
          check: async ({ page }) => {
            assert.ok(await eventually(() => textOf(page, "body > div") === "Hello webpack"), "no Hello webpack");
            page.document.querySelector<HTMLElement>("body > div")?.click();
            assert.deepEqual(asData(page.console), [{ method: "log", args: ["You clicked the greeting"] }]);
          },
        },
        {
          says: "Change the color in `src/style.css` from `#333` to `#222`",
          check: ({ page }) => assert.equal(page.window.getComputedStyle(page.document.body).color, "rgb(34, 34, 34)"),
        },
      ],
    },
  },
];

/** The line of a guide that says something, so that a failure points at the sentence. */
function lineOf(source: string, words: string): number | undefined {
  const index = source.indexOf(words);
  return index === -1 ? undefined : source.slice(0, index).split("\n").length;
}

/** Opens the guide's final page and checks what the guide says the reader sees there. */
async function checkPage(
  file: string,
  { file: pageFile, claims }: NonNullable<GuideCase["page"]>,
  project: GuideProject,
  hashes: HashCorrespondence,
) {
  const source = readFileSync(path.join(contentDirectory, file), "utf8");
  let page: OpenedPage;
  try {
    page = await openPage(path.join(project.directory, pageFile));
  } catch (error) {
    return [`content/${file}: ${pageFile} does not open: ${(error as Error).message}`];
  }
  const failures: string[] = [];
  for (const claim of claims) {
    const line = lineOf(source, claim.says);
    if (line === undefined) {
      failures.push(`content/${file}: the guide no longer says "${claim.says}"; update the claim in this test`);
      continue;
    }
    try {
      await claim.check({ page, project, hashes });
    } catch (error) {
      failures.push(`content/${file}:${line}: "${claim.says}" is not what the page does: ${(error as Error).message}`);
    }
  }
  if (page.errors.length > 0) failures.push(`content/${file}: ${pageFile} failed: ${page.errors.join("; ")}`);
  page.close();
  return failures;
}

describe("guides: the files they show build into what they claim", () => {
  const pages = readContent("guides");
  // A project that failed stays for a look; the folder goes when every guide passed.
  after(() => {
    if (readdirSync(projectsDirectory).length === 0) rmSync(projectsDirectory, { recursive: true });
  });
  it("follows the guides that the check of printed outputs counts on", () => {
    assert.deepEqual(guides.map((guide) => guide.slug).sort(), [...FOLLOWED_GUIDES].sort());
  });

  for (const guide of guides) {
    it(`content/guides/${guide.slug}.md`, async () => {
      const page = pages.find((candidate) => candidate.file === `guides/${guide.slug}.md`);
      assert.ok(page, `content/guides/${guide.slug}.md is missing`);
      const folder = path.join(projectsDirectory, guide.slug);
      const { failures, project, hashes } = await checkGuide(page, folder);
      if (guide.page) failures.push(...(await checkPage(page.file, guide.page, project, hashes)));
      if (failures.length > 0) failures.push(`(the project is kept in ${project.directory})`);
      assert.deepEqual(failures, []);
      rmSync(folder, { recursive: true });
    });
  }
});
