import { existsSync } from "node:fs";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import type { TransformPage } from "../content-page/index.ts";
import remarkPackageReadme, { type PackageReadmeOptions } from "../../plugins/remark-package-readme/index.ts";
import { fetchedPackageFiles, readFetchedPackage } from "./fetchedPackage.ts";
import { repositoryLinks } from "./repositoryLinks.ts";

/** A README made fit for the site (see remark-package-readme), written back as Markdown for the page's compiler. */
function siteReadme(readme: string, options: PackageReadmeOptions): string {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkPackageReadme, options).use(remarkStringify);
  return String(processor.processSync(readme));
}

/** A section heading (`## …`): a README without any, like a one-line pointer to a website, is no documentation. */
const SECTION_HEADING = /^#{2,6}\s|^<h[2-6][\s>]/im;

/**
 * This site's `transformPage` (see markdown/site/content-page): a page whose front matter names a
 * `package` shows that package's README when `npm run fetch` fetched one into `fetchedDirectory`,
 * with `source`, `edit` and `repo` pointing at the README in its repository; without it (offline,
 * a fresh clone, CI) the page shows its own text. Either way the README's files are the page's
 * dependencies, found or missing, so a fetch rebuilds the page.
 */
export function fetchedReadmes(fetchedDirectory: string): TransformPage {
  return (page) => {
    const own = { ...page, dependencies: { files: [], missing: [] } };
    const packageName = page.frontMatter.package;
    if (!packageName) return own;

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
      dependencies,
    };
  };
}
