import type { NavigationPage, SectionSummary } from "../../common/content.ts";

/** A small content index standing in for `virtual:content-index` in component tests. */
export const sections: SectionSummary[] = [
  { name: "", title: "webpack", url: "/" },
  { name: "concepts", title: "Concepts", url: "/concepts/" },
  { name: "guides", title: "Guides", url: "/guides/" },
];

export const conceptPages: NavigationPage[] = [
  { url: "/concepts/", title: "Concepts", anchors: [{ title: "Entry", id: "entry", level: 2 }], contributors: [] },
  {
    url: "/concepts/entry-points/",
    title: "Entry Points",
    group: "Core",
    anchors: [
      { title: "Single entry", id: "single-entry", level: 2 },
      { title: "Shorthand", id: "shorthand", level: 3 },
    ],
    contributors: [{ name: "Tobias Koppers", github: "sokra" }, { name: "Jane Writer" }],
  },
  {
    url: "/concepts/output/",
    title: "Output",
    group: "Core",
    anchors: [],
    contributors: [{ name: "Sean Larkin", github: "TheLarkInn" }],
  },
];

export const sectionLoaders: Record<string, () => Promise<{ default: NavigationPage[] }>> = {
  "": async () => ({ default: [] }),
  concepts: async () => ({ default: conceptPages }),
  guides: async () => ({ default: [] }),
};
