import { existsSync } from "node:fs";
import path from "node:path";

/** A folder path, in the lower-case, dashed style of the example projects' names. */
const EXAMPLE_NAME = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/;

/**
 * Why a front matter `example` cannot be opened, or undefined when it can: it must name a folder
 * below the examples folder, and StackBlitz runs a folder only when it holds a `package.json`.
 * Without an examples folder only the name's form is checked.
 */
export function exampleProblem(example: string, examplesDirectory: string | undefined): string | undefined {
  const folderName = examplesDirectory === undefined ? "examples" : path.basename(examplesDirectory);
  if (!EXAMPLE_NAME.test(example)) {
    return `"example" must be a folder path below ${folderName}/, such as "getting-started", not "${example}"`;
  }
  if (examplesDirectory !== undefined && !existsSync(path.join(examplesDirectory, example, "package.json"))) {
    return `"example" names ${folderName}/${example}, which is not a project with a package.json`;
  }
  return undefined;
}
