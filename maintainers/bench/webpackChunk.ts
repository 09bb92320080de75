import vm from "node:vm";

type ModuleFactory = (module: { exports: unknown }) => void;
type ChunkEntry = [chunkIds: unknown, modules: Record<string, ModuleFactory>];

/**
 * The exports of the one module in a webpack JSONP chunk (`(self.webpackChunk… ||= []).push([[id],
 * { id(module) {…} }])`), evaluated in an empty context without webpack's runtime.
 */
export function chunkModuleExports(chunkSource: string): unknown {
  const self: Record<string, ChunkEntry[]> = {};
  vm.runInNewContext(chunkSource, { self });
  const [entry] = Object.values(self).flat();
  const factories = Object.values(entry?.[1] ?? {});
  if (factories.length !== 1) throw new Error(`Expected a chunk with one module, found ${factories.length}`);
  const module = { exports: undefined as unknown };
  factories[0]?.(module);
  return module.exports;
}
