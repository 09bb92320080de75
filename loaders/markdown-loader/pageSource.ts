import { existsSync } from "node:fs";
import path from "node:path";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import remarkPackageReadme, { type PackageReadmeOptions } from "../../markdown/remark-package-readme/index.ts";
import { fetchedPackageFiles, readFetchedPackage } from "./fetchedPackage.ts";
import type { FrontMatter } from "../../common/content.ts";
import { splitFrontMatter } from "./frontMatter.ts";
import { repositoryLinks } from "./repositoryLinks.ts";

/** What a content page is made of once its package's README, if fetched, has taken the body's place. */
export interface PageSource {
  frontMatter: FrontMatter;
  body: string;
  /** A README is plain Markdown, whatever the page's own extension. */
  format: "md" | "mdx";
  /** Fetched files the page was made from, and those it looked for in vain: either changing must rebuild it. */
  dependencies: { files: string[]; missing: string[] };
}

/** A README made fit for the site (see remark-package-readme), written back as Markdown for the page's compiler. */
function siteReadme(readme: string, options: PackageReadmeOptions): string {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkPackageReadme, options).use(remarkStringify);
  return String(processor.processSync(readme));
}

/** A section heading (`## …`): a README without any, like a one-line pointer to a website, is no documentation. */
const SECTION_HEADING = /^#{2,6}\s|^<h[2-6][\s>]/im;

/**
 * The one place that decides what a content page shows, used by the markdown loader (which
 * renders it) and the content index (which reads its headings and links), so both always agree.
 *
 * A page whose front matter names a `package` shows that package's README when `npm run fetch`
 * fetched one, with `source`, `edit` and `repo` pointing at the README in its repository; without
 * it (offline, a fresh clone, CI) the page shows its own text.
 */
export function pageSource(source: string, filePath: string, fetchedDirectory: string | undefined): PageSource {
  const page = splitFrontMatter(source);
  const own: PageSource = {
    ...page,
    format: path.extname(filePath) === ".mdx" ? "mdx" : "md",
    dependencies: { files: [], missing: [] },
  };
  const packageName = page.frontMatter.package;
  if (!packageName || fetchedDirectory === undefined) return own;

  const files = fetchedPackageFiles(fetchedDirectory, packageName);
  const looked = [files.readme, files.metadata];
  const dependencies = {
    files: looked.filter((file) => existsSync(file)),
    missing: looked.filter((file) => !existsSync(file)),
  };
  const fetched = readFetchedPackage(files);
  if (!fetched || !SECTION_HEADING.test(fetched.readme)) return { ...own, dependencies };

  const { metadata, readme } = fetched;
  const links = repositoryLinks(metadata);
  const readmeOptions: PackageReadmeOptions = {
    packageName,
    version: metadata.version,
    fetched: metadata.fetched,
    ...(links && { resolve: links.resolve }),
  };
  const repository = links?.repository ?? metadata.repository;
  return {
    frontMatter: {
      ...page.frontMatter,
      source: links?.raw ?? metadata.tarball,
      ...(links && { edit: links.edit }),
      ...(repository && { repo: repository }),
    },
    body: siteReadme(readme, readmeOptions),
    format: "md",
    dependencies,
  };
}
