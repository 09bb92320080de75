import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { HookMap } from "tapable";
import webpack from "webpack";

const require = createRequire(import.meta.url);

type Hooks = Record<string, unknown>;

/**
 * The `hooks` objects of a live compiler and of what it creates, by the class name the hooks pages
 * document them under. Nothing is built.
 */
export function liveHooks(): Map<string, Hooks> {
  const compiler = webpack({ context: mkdtempSync(path.join(os.tmpdir(), "hooks-")), mode: "production" });
  const params = compiler.newCompilationParams();
  const compilation = compiler.newCompilation(params);
  const JavascriptParser = require("webpack/lib/javascript/JavascriptParser") as new () => { hooks: Hooks };
  return new Map<string, Hooks>([
    ["Compiler", compiler.hooks as unknown as Hooks],
    ["Compilation", compilation.hooks as unknown as Hooks],
    ["NormalModuleFactory", params.normalModuleFactory.hooks as unknown as Hooks],
    ["ContextModuleFactory", params.contextModuleFactory.hooks as unknown as Hooks],
    ["JavascriptParser", new JavascriptParser().hooks],
    ["ResolverFactory", compiler.resolverFactory.hooks as unknown as Hooks],
  ]);
}

/** `SyncHook`, or `HookMap<SyncBailHook>` for a hook map; undefined when there is no such hook. */
export function liveClassName(hooks: Hooks, name: string): string | undefined {
  const hook = hooks[name];
  if (hook === undefined || hook === null) return undefined;
  // A fresh key of a hook map shows the class of the hooks the map makes.
  if (hook instanceof HookMap) return `HookMap<${(hook.for("\0documentation check") as object).constructor.name}>`;
  return (hook as object).constructor.name;
}
