import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { validate } from "schema-utils";
import type { Schema } from "schema-utils/declarations/validate.js";
import webpack, { type Compiler } from "webpack";
import { fillTemplate, type RenderedPage } from "./fillTemplate.ts";
import schema from "./options.json" with { type: "json" };

export interface PrerenderPluginOptions {
  template: string;
  outputDirectory: string;
  printableScript?: string;
}

/** What the server bundle must export. */
interface ServerBundle {
  listRoutes(): Promise<{ url: string; kind: string; file: string }[]>;
  render(url: string, kind: string): Promise<RenderedPage & { status: number }>;
}

const PLUGIN_NAME = "PrerenderPlugin";
const require = createRequire(import.meta.url);

/**
 * After the server bundle is emitted, loads it and renders every route it lists into
 * `outputDirectory/**\/index.html` (plus `404.html`), filling the client build's template.
 */
export class PrerenderPlugin {
  private readonly options: Required<PrerenderPluginOptions>;

  constructor(options: PrerenderPluginOptions) {
    validate(schema as Schema, options, { name: PLUGIN_NAME, baseDataPath: "options" });
    this.options = { printableScript: "/print.js", ...options };
  }

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise(PLUGIN_NAME, async (compilation) => {
      if (compilation.errors.length > 0) return;
      const logger = compilation.getLogger(PLUGIN_NAME);
      const entry = [...compilation.entrypoints.values()][0]?.getEntrypointChunk();
      const [bundleFile] = entry ? [...entry.files] : [];
      if (!bundleFile) {
        compilation.errors.push(new webpack.WebpackError(`${PLUGIN_NAME}: the compilation emitted no server bundle`));
        return;
      }
      try {
        const count = await this.prerender(path.join(compilation.outputOptions.path ?? "", bundleFile));
        logger.info(`prerendered ${count} pages`);
      } catch (error) {
        const failure = new webpack.WebpackError(`${PLUGIN_NAME}: ${(error as Error).stack ?? String(error)}`);
        compilation.errors.push(failure);
      }
    });
  }

  private async prerender(bundlePath: string): Promise<number> {
    const { template, outputDirectory, printableScript } = this.options;
    for (const cached of Object.keys(require.cache)) {
      if (cached.startsWith(path.dirname(bundlePath))) delete require.cache[cached];
    }
    const bundle = require(bundlePath) as ServerBundle;
    const templateHtml = await readFile(template, "utf8");
    const routes = await bundle.listRoutes();
    for (const route of routes) {
      const page = await bundle.render(route.url, route.kind);
      const scripts = route.kind === "printable" ? `<script src="${printableScript}" defer></script>` : undefined;
      const file = path.join(outputDirectory, route.file);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, fillTemplate(templateHtml, page, scripts));
    }
    return routes.length;
  }
}

export default PrerenderPlugin;
