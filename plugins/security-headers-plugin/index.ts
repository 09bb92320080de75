import { createHash } from "node:crypto";
import { validate } from "schema-utils";
import type { Schema } from "schema-utils/declarations/validate.js";
import webpack, { type Compilation, type Compiler } from "webpack";
import schema from "./options.json" with { type: "json" };

export type ContentSecurityPolicy = Record<string, string[]>;

export interface SecurityHeadersPluginOptions {
  html: string;
  policy: ContentSecurityPolicy;
  headers?: Record<string, string>;
  headersFile?: string;
}

const PLUGIN_NAME = "SecurityHeadersPlugin";
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
/** Directives a <meta> policy may not carry; browsers ignore them there and say so in the console. */
const HEADER_ONLY_DIRECTIVES = new Set(["frame-ancestors", "report-uri", "sandbox"]);

export function serializePolicy(policy: ContentSecurityPolicy, keep: (directive: string) => boolean = () => true) {
  return Object.entries(policy)
    .filter(([directive]) => keep(directive))
    .map(([directive, sources]) => [directive, ...sources].join(" "))
    .join("; ");
}

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash("sha256")
        .update(body ?? "")
        .digest("base64")}'`,
  );
}

/** The `/*` block of a `_headers` file: one `Name: value` line per header, indented. */
export function headersFile(headers: Record<string, string>): string {
  return ["/*", ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ""].join("\n");
}

/**
 * Makes the site's Content-Security-Policy from the HTML it emits: every inline script of the page
 * template is allowed by its sha256 hash (computed here, so editing the script never breaks the
 * policy), the policy goes into the template as a `<meta>` tag right after `<meta charset>`, and a
 * `_headers` file carries it with the other security headers for the static host.
 */
export class SecurityHeadersPlugin {
  private readonly options: Required<SecurityHeadersPluginOptions>;

  constructor(options: SecurityHeadersPluginOptions) {
    validate(schema as Schema, options, { name: PLUGIN_NAME, baseDataPath: "options" });
    this.options = { headers: {}, headersFile: "_headers", ...options };
  }

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After html-webpack-plugin has emitted the page (it does so at OPTIMIZE_INLINE), before
        // pages are made from it (the prerender plugin works after OPTIMIZE_HASH).
        { name: PLUGIN_NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => this.addPolicy(compilation),
      );
    });
  }

  private addPolicy(compilation: Compilation): void {
    const { html: htmlName, policy, headers, headersFile: headersName } = this.options;
    const asset = compilation.getAsset(htmlName);
    if (!asset) {
      compilation.errors.push(new webpack.WebpackError(`${PLUGIN_NAME}: no asset named "${htmlName}" was emitted`));
      return;
    }
    const html = asset.source.source().toString();
    const scriptSources = [...(policy["script-src"] ?? ["'self'"]), ...inlineScriptHashes(html)];
    const fullPolicy = { ...policy, "script-src": scriptSources };
    const meta = `<meta http-equiv="Content-Security-Policy" content="${serializePolicy(
      fullPolicy,
      (directive) => !HEADER_ONLY_DIRECTIVES.has(directive),
    )}" />`;
    if (!/<meta charset="utf-8" \/>/.test(html)) {
      compilation.errors.push(new webpack.WebpackError(`${PLUGIN_NAME}: ${htmlName} has no <meta charset="utf-8" />`));
      return;
    }
    // The policy must come before the first script for the browser to apply it to that script.
    const withMeta = html.replace('<meta charset="utf-8" />', (charset) => `${charset}\n    ${meta}`);
    compilation.updateAsset(htmlName, new webpack.sources.RawSource(withMeta));
    const allHeaders = { "Content-Security-Policy": serializePolicy(fullPolicy), ...headers };
    compilation.emitAsset(headersName, new webpack.sources.RawSource(headersFile(allHeaders)));
  }
}

export default SecurityHeadersPlugin;
