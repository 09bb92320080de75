import path from "node:path";
import { checkContent } from "../plugins/content-index-plugin/index.ts";
import { rootDirectory } from "../paths.ts";
import { contentIndexSettings } from "../webpack.content.ts";

/**
 * Checks the content (front matter, internal links and anchors) in a second or two, without a
 * webpack build: the same checks the build runs, for writers at work.
 */
const { pages, problems } = await checkContent(contentIndexSettings(), rootDirectory);
for (const { file, line, message } of problems) {
  console.log(`${path.relative(rootDirectory, file)}:${line}: ${message}`);
}
console.log(`${pages} pages checked, ${problems.length} problems`);
process.exitCode = problems.length > 0 ? 1 : 0;
