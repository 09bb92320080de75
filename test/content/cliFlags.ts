import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Heading, InlineCode, Root, Table } from "mdast";
import { toString } from "mdast-util-to-string";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import webpack from "webpack";
import { splitFrontMatter } from "../../markdown/site/content-page/index.ts";
import { generators } from "../../markdown/site/generators/index.ts";
import remarkGeneratedBlocks from "../../markdown/plugins/remark-generated-blocks/index.ts";

const require = createRequire(import.meta.url);
const webpackCli = path.join(path.dirname(require.resolve("webpack-cli/package.json")), "bin/cli.js");

/** An option line of webpack-cli's help: `  -c, --config <pathToConfigFile...>   Provide …`. */
const OPTION_LINE = /^ {2}(?:-\w, )?(--[a-z\d][\w-]*)/;
/** A command line of the help's "Commands" list: `  build|bundle|b [entries...] [options]   Run …`. */
const COMMAND_LINE = /^ {2}([a-z][\w-]*)[| ]/;

function help(...args: string[]): string[] {
  const output = execFileSync(process.execPath, [webpackCli, ...args], {
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
    // A failure's message stays in the error instead of the test's output.
    stdio: ["ignore", "pipe", "pipe"],
  });
  return output.split("\n");
}

/** A command's verbose help, every flag included. */
function commandHelp(command: string): string[] {
  try {
    return help(command, "--help=verbose");
  } catch {
    // A command that needs a package the project does not install (`complete`) fails to load, but
    // the `help` command still describes it.
    return help("help", command);
  }
}

function section(lines: readonly string[], title: string): string[] {
  const start = lines.findIndex((line) => line.trim() === title);
  if (start === -1) return [];
  // A title is followed by a rule; the section ends at the next empty line.
  const end = lines.findIndex((line, index) => index > start + 1 && line.trim() === "");
  return lines.slice(start + 2, end === -1 ? undefined : end);
}

/** The flags of webpack-dev-server's options, which `serve` adds from the dev server's own schema. */
function devServerFlags(): Set<string> {
  const schema = require("webpack-dev-server/lib/options.json") as Parameters<typeof webpack.cli.getArguments>[0];
  return new Set(Object.keys(webpack.cli.getArguments(schema)).flatMap((name) => [`--${name}`, `--no-${name}`]));
}

/**
 * Every flag the installed webpack-cli knows, as its verbose help lists them for each of its
 * commands: its own flags, the global ones and those webpack derives from its configuration
 * schema (`webpack.cli.getArguments()`). The flags `serve` takes from webpack-dev-server's schema
 * are left out: they are the dev server's options, documented with `devServer`.
 */
export function webpackCliFlags(): string[] {
  const commands = section(help("--help"), "Commands").flatMap((line) => COMMAND_LINE.exec(line)?.[1] ?? []);
  const fromDevServer = devServerFlags();
  const flags = new Set<string>();
  for (const command of commands) {
    const lines = commandHelp(command);
    for (const line of [...section(lines, "Options"), ...section(lines, "Global options")]) {
      const flag = OPTION_LINE.exec(line)?.[1];
      if (flag && !(command === "serve" && fromDevServer.has(flag))) flags.add(flag);
    }
  }
  return [...flags].sort();
}

function flagsIn(texts: readonly string[]): string[] {
  return texts.flatMap((text) => /^--[a-z\d][\w-]*/.exec(text.trim())?.[0] ?? []);
}

/**
 * The flags a page documents: a heading that is the flag (`### \`--config\``), or a table row whose
 * first cell names it in code (`` `--entry <value...>` ``), generated tables included. A boolean
 * flag's `--no-` form counts as documented with the flag, as the page explains negation once.
 */
export function documentedFlags(file: string): Set<string> {
  const { body } = splitFrontMatter(readFileSync(file, "utf8"));
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkGeneratedBlocks, { generators });
  const tree = processor.runSync(processor.parse(body)) as Root;
  const named: string[] = [];
  visit(tree, "heading", (node: Heading) => void named.push(...flagsIn([toString(node)])));
  visit(tree, "table", (node: Table) => {
    for (const row of node.children.slice(1)) {
      const codes: string[] = [];
      visit(row.children[0] ?? row, "inlineCode", (code: InlineCode) => void codes.push(code.value));
      named.push(...flagsIn(codes));
    }
  });
  return new Set(named.flatMap((flag) => [flag, flag.replace(/^--/, "--no-")]));
}
