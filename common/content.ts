/**
 * The shapes of the content: a page's front matter, the content index the build makes of all
 * pages, and the parts of it the app receives. The build writes them, the app reads them.
 */

/** A heading of a page that the sidebar lists (levels 2 and 3). */
export interface Anchor {
  title: string;
  id: string;
  level: 2 | 3;
}

/** A page's YAML front matter, once validated. */
export interface FrontMatter {
  title: string;
  sort?: number;
  group?: string;
  description?: string;
  /** Words readers search for this page by that its title and text do not use ("source maps" for Devtool). */
  keywords?: string[];
  contributors?: string[];
  related?: { title: string; url: string }[];
  edit?: string;
  repo?: string;
  source?: string;
  /** The npm package the page documents; its fetched README replaces the page's body. */
  package?: string;
  /** A project under `examples/` the page walks through; the page links to it running in StackBlitz. */
  example?: string;
  /** A blog post's authors, by their key in the blog's list of authors. */
  authors?: string[];
}

/** Someone who writes for the blog, as the blog's list of authors describes them. */
export interface BlogAuthor {
  name: string;
  github?: string;
}

export interface RelatedLink {
  title: string;
  url: string;
}

/**
 * Someone who worked on a page. `github` is their GitHub account, set only when it is known for
 * sure (a noreply commit address, `.mailmap`, the front matter); without it they are a name only.
 */
export interface Contributor {
  name: string;
  github?: string;
}

interface NodeBase {
  /** Path from the repository root, with forward slashes: `content/concepts/output.md`. */
  path: string;
  /** File or folder name without the extension: `output`. */
  name: string;
  /** Bytes on disk; a folder's size is the sum of its files. */
  size: number;
  url: string;
}

export interface ContentFile extends NodeBase {
  type: "file";
  extension: ".md" | ".mdx";
  title: string;
  sort: number;
  group?: string;
  anchors: Anchor[];
  /** Most commits first, then the earliest first contribution; bots left out. */
  contributors: Contributor[];
  related: RelatedLink[];
  description?: string;
  source?: string;
  edit: string;
  repo?: string;
  /** ISO date of the last commit that touched the file, when it is under git. */
  updated?: string;
  /** A blog post's day (YYYY-MM-DD), from its file name. */
  date?: string;
  authors?: BlogAuthor[];
}

export interface ContentDirectory extends NodeBase {
  type: "directory";
  children: ContentNode[];
}

export type ContentNode = ContentFile | ContentDirectory;

/** A page as the sidebar, the neighbour links and the page footer need it in the browser. */
export interface NavigationPage {
  url: string;
  title: string;
  group?: string;
  /** How many h2/h3 headings the page has; the headings themselves load with the section's outline. */
  anchorCount: number;
  contributors: Contributor[];
  /** The page's "Edit Document" link. */
  edit: string;
  updated?: string;
  /** A blog post's day, authors and summary, for its byline and the blog's list of posts. */
  date?: string;
  authors?: BlogAuthor[];
  description?: string;
}

/** A page as the not-found page's suggestions need it. */
export interface PageSummary {
  url: string;
  title: string;
}

/** A section as the top bar and the mobile sidebar need it. */
export interface SectionSummary {
  /** Folder name; `""` for the top-level pages. */
  name: string;
  title: string;
  url: string;
}
