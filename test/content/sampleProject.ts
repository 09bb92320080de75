import { appendFileSync, copyFileSync, existsSync, mkdirSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import type webpack from "webpack";
import { fixtureDirectory, fixturesForRules } from "./ruleFixtures.ts";

/**
 * Writes the files a page has shown (`src/index.js`, `package.json`…) into a sample's project,
 * over a package.json and a tsconfig.json of its own (the repository's would be found otherwise).
 */
export function writeShownFiles(folder: string, files: ReadonlyMap<string, string>): void {
  writeFileSync(path.join(folder, "package.json"), JSON.stringify({ name: "sample", version: "1.0.0" }));
  // TypeScript 6 loads no @types package unless told: a reader's project names Node.js's.
  writeFileSync(
    path.join(folder, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { strict: true, types: ["node"] } }),
  );
  for (const [name, content] of files) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), content);
  }
  linkLocalPackages(folder, files);
}

const LOCAL_PACKAGE = /^packages\/[\w.-]+\/package\.json$/;

/**
 * A package the page keeps in the project (`packages/greeter/package.json`) is linked into
 * node_modules by its name, as `npm install ./packages/greeter` does for the reader.
 */
function linkLocalPackages(folder: string, files: ReadonlyMap<string, string>): void {
  for (const [name, content] of files) {
    if (!LOCAL_PACKAGE.test(name)) continue;
    let packageName: unknown;
    try {
      packageName = (JSON.parse(content) as { name?: unknown }).name;
    } catch {
      continue;
    }
    if (typeof packageName !== "string") continue;
    const link = path.join(folder, "node_modules", packageName);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.join(folder, path.dirname(name)), link, "dir");
  }
}

const JAVASCRIPT = /\.(c|m)?(j|t)sx?$/;

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** The file a relative entry request names, or undefined when nothing on disk answers it. */
function existingEntryFile(request: string, extensions: readonly string[]): string | undefined {
  const candidates = [request, ...extensions.map((extension) => request + extension)];
  const inFolder = ["index.js", ...extensions.map((extension) => `index${extension}`)];
  candidates.push(...inFolder.map((name) => path.join(request, name)));
  return candidates.find(isFile);
}

/** Where a missing entry is written: `./src` is `./src/index.js`, `./src/app` is `./src/app.js`. */
function missingEntryFile(request: string): string {
  if (path.extname(request) !== "") return request;
  return path.basename(request) === "src" ? path.join(request, "index.js") : `${request}.js`;
}

/** A module standing for one the page did not show: it exports nothing unless a build asks (see supplyMissingExports). */
function generatedModule(file: string, imports: readonly string[] = []): string {
  if (file.endsWith(".css")) return ".generated {\n  color: teal;\n}\n";
  if (file.endsWith(".html"))
    return "<!doctype html>\n<html><head><title>Generated</title></head><body></body></html>\n";
  if (file.endsWith(".json")) return "{}\n";
  // TypeScript imports another TypeScript file without its extension.
  const typeScript = /\.[cm]?tsx?$/.test(file);
  const lines = imports.map((name) => `import "./${typeScript ? name.replace(/\.tsx?$/, "") : name}";`);
  return `${[...lines, `console.log(${JSON.stringify(path.basename(file))});`, "export {};"].join("\n")}\n`;
}

/**
 * The templates html-webpack-plugin instances name (`template: "./src/index.html"`), resolved
 * against the context; not those behind a loader (`!`) nor its default.
 */
function htmlTemplates(compiler: webpack.Compiler): string[] {
  const { context = process.cwd(), plugins } = compiler.options;
  return plugins.flatMap((plugin) => {
    const template = (plugin as { userOptions?: { template?: unknown } } | null)?.userOptions?.template;
    return typeof template === "string" && template.endsWith(".html") && !template.includes("!")
      ? [path.resolve(context, template)]
      : [];
  });
}

function entryRequests(entry: webpack.Compiler["options"]["entry"]): string[] {
  if (typeof entry === "function") return [];
  return Object.values(entry).flatMap((description) => description.import ?? []);
}

/**
 * Supplies what a compiler's configuration needs and the page did not show: each relative entry
 * that is missing is generated, and the first generated JavaScript entry imports a fixture file
 * for each module rule, so that the rules run; so are html-webpack-plugin's templates. Returns
 * the generated files.
 */
export function supplyMissingEntries(compiler: webpack.Compiler): string[] {
  const { context = process.cwd(), entry, resolve, module } = compiler.options;
  const extensions = resolve.extensions ?? [".js"];
  const generated: string[] = [];
  let fixturesImported = false;
  for (const request of entryRequests(entry)) {
    if (!request.startsWith(".") && !path.isAbsolute(request)) continue;
    const absolute = path.resolve(context, request);
    if (existingEntryFile(absolute, extensions)) continue;
    const file = missingEntryFile(absolute);
    const directory = path.dirname(file);
    mkdirSync(directory, { recursive: true });
    const fixtures: string[] =
      !fixturesImported && JAVASCRIPT.test(file) ? fixturesForRules(module.rules, directory) : [];
    for (const name of new Set(fixtures.map((request) => request.replace(/[?#].*$/, "")))) {
      copyFileSync(path.join(fixtureDirectory, name), path.join(directory, name));
    }
    fixturesImported ||= fixtures.length > 0;
    writeFileSync(file, generatedModule(file, fixtures));
    generated.push(file);
  }
  for (const template of htmlTemplates(compiler).filter((file) => !existsSync(file))) {
    writeMissingFile(template);
    generated.push(template);
  }
  return generated;
}

// webpack's, output.copy's and copy-webpack-plugin's words for a file that is not there; a message may be wrapped.
const UNRESOLVED = /Can't resolve '([^']+)' in '([^']+)'/g;
const UNLOCATED = /unable to locate '([^']+)' glob|It resolved to '([^']+)', which matches nothing on disk/g;
const GLOB_SEGMENT = /[*?[{]/;

function writeMissingFile(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const fixture = path.join(fixtureDirectory, `sample${path.extname(file)}`);
  if (existsSync(fixture)) copyFileSync(fixture, file);
  else writeFileSync(file, generatedModule(file));
}

/**
 * Writes the files of the project that a build's messages say are missing (a module a shown file
 * imports, a template, a folder to copy) from the fixtures, and returns them; packages and files
 * outside the project are not supplied.
 */
export function supplyMissingFiles(messages: readonly string[], folder: string): string[] {
  const supplied = new Set<string>();
  const text = messages.join("\n").replace(/\n\s*/g, "");
  for (const [, request = "", directory = ""] of text.matchAll(UNRESOLVED)) {
    if (!request.startsWith(".") && !path.isAbsolute(request)) continue;
    const target = path.resolve(directory, request);
    supplied.add(path.extname(target) === "" ? `${target}.js` : target);
  }
  for (const [, copied, output] of text.matchAll(UNLOCATED)) {
    const pattern = copied ?? output ?? "";
    const segments = pattern.split("/");
    const globAt = segments.findIndex((segment) => GLOB_SEGMENT.test(segment));
    const base = segments.slice(0, globAt === -1 ? undefined : globAt).join("/");
    // A pattern for one kind of file (`locales/*.json`) gets a file of that kind.
    const extension = /\*(\.\w+)$/.exec(segments.at(-1) ?? "")?.[1] ?? ".txt";
    supplied.add(globAt === -1 && path.extname(base) !== "" ? base : path.join(base, `sample${extension}`));
  }
  const inProject = [...supplied].filter(
    (file) =>
      file.startsWith(folder + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`) && !existsSync(file),
  );
  for (const file of inProject) writeMissingFile(file);
  return inProject;
}

const MISSING_EXPORT = /export '([^']+)' \(imported as '[^']+'\) was not found in '([^']+)'/g;

/**
 * Adds to supplied files the exports a build says their importers use (`export 'render' … was
 * not found in './render.js'`): a function in a module, a class in a CSS module. Returns the
 * files it changed.
 */
export function supplyMissingExports(messages: readonly string[], supplied: readonly string[]): string[] {
  const changed = new Set<string>();
  // A name imported twice is reported twice, and must be exported once.
  const added = new Set<string>();
  for (const [, name = "", request = ""] of messages.join("\n").matchAll(MISSING_EXPORT)) {
    const target = path.normalize(request).replace(/^(\.\.?\/)+/, "");
    const file = supplied.find((candidate) => candidate.endsWith(target) || candidate.endsWith(`${target}.js`));
    if (file === undefined || added.has(`${file}\0${name}`)) continue;
    added.add(`${file}\0${name}`);
    const addition = file.endsWith(".css")
      ? `.${name} {\n  color: teal;\n}\n`
      : name === "default"
        ? "export default function generated() {}\n"
        : `export function ${name}() {}\n`;
    appendFileSync(file, addition);
    changed.add(file);
  }
  return [...changed];
}
