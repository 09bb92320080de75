import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's example projects: a page's `example` field names one, and StackBlitz runs it. */
export const examplesDirectory = fileURLToPath(new URL("../../examples/", import.meta.url));

/** A folder path below `examples/`, in the lower-case, dashed style of the existing ones. */
const EXAMPLE_NAME = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/;

/**
 * Why a front matter `example` cannot be opened, or undefined when it can: StackBlitz runs a folder
 * only when it holds a `package.json`.
 */
export function exampleProblem(example: string): string | undefined {
  if (!EXAMPLE_NAME.test(example)) {
    return `front matter: "example" must be a folder path below examples/, such as "getting-started", not "${example}"`;
  }
  if (!existsSync(path.join(examplesDirectory, example, "package.json"))) {
    return `front matter: "example" names examples/${example}, which is not a project with a package.json`;
  }
  return undefined;
}
