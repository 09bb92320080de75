import type { PageModule } from "./types.ts";

/**
 * Every content file as its own lazily loaded chunk. A webpack context keeps the map from file to
 * chunk compact, and an unknown key fails with webpack's own "Cannot find module" error.
 */
const context = import.meta.webpackContext("@content", {
  recursive: true,
  regExp: /\.mdx?$/,
  mode: "lazy",
  // Numbered, not named after the file: the runtime keeps a map of every chunk's name, and 160
  // long names cost the initial bundle over a kilobyte of gzip.
  chunkName: "page-[index]",
});

export const contentKeys: readonly string[] = context.keys();

export function importContentModule(key: string): Promise<PageModule> {
  return context(key) as Promise<PageModule>;
}
