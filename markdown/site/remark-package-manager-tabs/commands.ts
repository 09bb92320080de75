import type { PackageManager } from "../../../common/packageManagers.ts";

export { PACKAGE_MANAGERS, type PackageManager } from "../../../common/packageManagers.ts";

export type Commands = Record<PackageManager, string>;

/** How each package manager spells an option of `npm install`, by every spelling npm accepts. */
const INSTALL_FLAGS: Record<string, Omit<Commands, "npm">> = {
  "--save-dev": { yarn: "--dev", pnpm: "--save-dev", bun: "--dev" },
  "-D": { yarn: "--dev", pnpm: "--save-dev", bun: "--dev" },
  "--save-exact": { yarn: "--exact", pnpm: "--save-exact", bun: "--exact" },
  "-E": { yarn: "--exact", pnpm: "--save-exact", bun: "--exact" },
  "--save-optional": { yarn: "--optional", pnpm: "--save-optional", bun: "--optional" },
  "-O": { yarn: "--optional", pnpm: "--save-optional", bun: "--optional" },
};

const GLOBAL_FLAGS = new Set(["--global", "-g"]);

/**
 * `npm install [options] [packages]` as each package manager says it: with no package, installing
 * the project's dependencies; with packages, adding them (yarn 1's `global add` for a global one).
 */
function installCommands(words: string[]): Commands | undefined {
  const flags = words.filter((word) => word.startsWith("-"));
  const packages = words.filter((word) => !word.startsWith("-"));
  const global = flags.some((flag) => GLOBAL_FLAGS.has(flag));
  const otherFlags = flags.filter((flag) => !GLOBAL_FLAGS.has(flag));
  if (otherFlags.some((flag) => !(flag in INSTALL_FLAGS))) return undefined;
  // A folder or file is spelled differently by each (yarn 1 wants `file:`): left as written.
  if (packages.some((name) => /^[./~]/.test(name))) return undefined;
  if (packages.length === 0) {
    return flags.length > 0
      ? undefined
      : { npm: "npm install", yarn: "yarn install", pnpm: "pnpm install", bun: "bun install" };
  }
  const spell = (manager: Exclude<PackageManager, "npm">) =>
    otherFlags.map((flag) => INSTALL_FLAGS[flag]?.[manager] ?? flag);
  const line = (...parts: string[]) => parts.filter(Boolean).join(" ");
  return {
    npm: line("npm install", ...flags, ...packages),
    yarn: line(global ? "yarn global add" : "yarn add", ...spell("yarn"), ...packages),
    pnpm: line("pnpm add", global ? "--global" : "", ...spell("pnpm"), ...packages),
    bun: line("bun add", global ? "--global" : "", ...spell("bun"), ...packages),
  };
}

/** `npx tool [arguments]`, running an installed package's command: no options of npx's own. */
function runCommands(words: string[]): Commands | undefined {
  if (words.length === 0 || words[0]?.startsWith("-")) return undefined;
  const command = words.join(" ");
  return { npm: `npx ${command}`, yarn: `yarn ${command}`, pnpm: `pnpm exec ${command}`, bun: `bunx ${command}` };
}

/** `npm init`, asking or (`-y`) not: pnpm's never asks. */
function initCommands(words: string[]): Commands | undefined {
  if (words.length === 0) return { npm: "npm init", yarn: "yarn init", pnpm: "pnpm init", bun: "bun init" };
  if (words.length === 1 && (words[0] === "-y" || words[0] === "--yes")) {
    return { npm: `npm init ${words[0]}`, yarn: "yarn init -y", pnpm: "pnpm init", bun: "bun init -y" };
  }
  return undefined;
}

/** `npm run script`, without arguments for the script (each passes them its own way). */
function scriptCommands(words: string[]): Commands | undefined {
  const [script] = words;
  if (words.length !== 1 || !script || script.startsWith("-")) return undefined;
  return { npm: `npm run ${script}`, yarn: `yarn ${script}`, pnpm: `pnpm run ${script}`, bun: `bun run ${script}` };
}

/**
 * One line of a shell block as each package manager writes it, or `undefined` when it is an npm
 * command this does not know how to translate (then the block stays as written). Any other
 * command (`mkdir`, `cd`, a comment) is the same for all.
 */
export function packageManagerCommands(line: string): Commands | undefined {
  const words = line.trim().split(/\s+/);
  const [program, subcommand, ...rest] = words;
  const isNpm = program === "npm" || program === "npx";
  // A package manager named later in the line (`cd app && npm install`) would stay npm's in every tab.
  if (!isNpm)
    return /\b(npm|npx|yarn|pnpm|bunx?)\b/.test(line) ? undefined : { npm: line, yarn: line, pnpm: line, bun: line };
  if (/[|&;<>$`\\'"]/.test(line)) return undefined;
  if (program === "npx") return runCommands(words.slice(1));
  if (subcommand === "install" || subcommand === "i") return installCommands(rest);
  if (subcommand === "init") return initCommands(rest);
  if (subcommand === "run") return scriptCommands(rest);
  return undefined;
}
