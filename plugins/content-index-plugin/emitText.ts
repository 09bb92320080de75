import type { Compilation, Compiler, sources } from "webpack";

/** By compiler, each file's text and source as the last compilation emitted them. */
const emittedTexts = new WeakMap<Compiler, Map<string, { text: string; source: sources.RawSource }>>();

/**
 * Emits a text file made from the content index. While watching, an unchanged file gets the very
 * source object it had in the compilation before, which webpack knows it wrote already and skips:
 * a dev server's save then writes the few files it changed, not every page's Markdown again.
 */
export function emitText(compilation: Compilation, file: string, text: string): void {
  const { compiler } = compilation;
  const { RawSource } = compiler.webpack.sources;
  // A single build emits each file once, and need not keep its text once written.
  if (!compiler.watchMode) return compilation.emitAsset(file, new RawSource(text));
  let emitted = emittedTexts.get(compiler);
  if (!emitted) {
    emitted = new Map();
    emittedTexts.set(compiler, emitted);
  }
  let previous = emitted.get(file);
  if (previous?.text !== text) {
    previous = { text, source: new RawSource(text) };
    emitted.set(file, previous);
  }
  compilation.emitAsset(file, previous.source);
}
