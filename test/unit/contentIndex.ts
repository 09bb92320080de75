import type { Anchor, NavigationPage, SectionSummary } from "../../common/content.ts";

/** A small content index standing in for `virtual:content-index` in component tests. */
export const sections: SectionSummary[] = [
  { name: "", title: "webpack", url: "/" },
  { name: "concepts", title: "Concepts", url: "/concepts/" },
  { name: "guides", title: "Guides", url: "/guides/" },
];

export const conceptOutlines: Record<string, Anchor[]> = {
  "/concepts/": [{ title: "Entry", id: "entry", level: 2 }],
  "/concepts/entry-points/": [
    { title: "Single entry", id: "single-entry", level: 2 },
    { title: "Shorthand", id: "shorthand", level: 3 },
  ],
  "/concepts/output/": [],
};

/** Where the content index says each page is edited. */
const EDIT = "https://github.com/webpack/webpack.js.org/edit/main/content/";

export const conceptPages: NavigationPage[] = [
  { url: "/concepts/", title: "Concepts", anchorCount: 1, contributors: [], edit: `${EDIT}concepts/index.md` },
  {
    url: "/concepts/entry-points/",
    title: "Entry Points",
    group: "Core",
    anchorCount: 2,
    contributors: [{ name: "Tobias Koppers", github: "sokra" }, { name: "Jane Writer" }],
    edit: `${EDIT}concepts/entry-points.md`,
  },
  {
    url: "/concepts/output/",
    title: "Output",
    group: "Core",
    anchorCount: 0,
    contributors: [{ name: "Sean Larkin", github: "TheLarkInn" }],
    edit: `${EDIT}concepts/output.md`,
  },
];

export const sectionLoaders: Record<string, () => Promise<{ default: NavigationPage[] }>> = {
  "": async () => ({ default: [] }),
  concepts: async () => ({ default: conceptPages }),
  guides: async () => ({ default: [] }),
};

export const outlineLoaders: Record<string, () => Promise<{ default: Record<string, Anchor[]> }>> = {
  "": async () => ({ default: {} }),
  concepts: async () => ({ default: conceptOutlines }),
  guides: async () => ({ default: {} }),
};
