import path from "node:path";
import { buildIndex } from "../plugins/content-index-plugin/buildIndex.ts";
import { contentProblems } from "../plugins/content-index-plugin/index.ts";
import { contentIndexSettings, rootDirectory } from "../webpack.shared.ts";

/**
 * Checks the content (front matter, internal links and anchors) in a second or two, without a
 * webpack build: the same checks the build runs, for writers at work.
 */
const settings = contentIndexSettings();
const index = await buildIndex({
  contentDirectory: settings.contentDirectory,
  repositoryRoot: rootDirectory,
  editBase: settings.editBase,
  remarkPlugins: settings.remarkPlugins ?? [],
  siteUrl: settings.siteUrl,
  history: new Map(),
  authorHandles: {},
  excludedContributors: [],
  cache: new Map(),
  page: { examplesDirectory: settings.examplesDirectory, transformPage: settings.transformPage },
});
const problems = contentProblems(index, settings.otherRoutes ?? [], settings.staticDirectory);
for (const { file, line, message } of problems) {
  console.log(`${path.relative(rootDirectory, file)}:${line}: ${message}`);
}
console.log(`${index.files.length} pages checked, ${problems.length} problems`);
process.exitCode = problems.length > 0 ? 1 : 0;
