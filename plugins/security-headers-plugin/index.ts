import HtmlWebpackPlugin from "html-webpack-plugin";
import { validate } from "schema-utils";
import type { Schema } from "schema-utils/declarations/validate.js";
import type { Compilation, Compiler } from "webpack";
import { findPolicyPlaces } from "./inlineScripts.ts";
import schema from "./options.json" with { type: "json" };

export type ContentSecurityPolicy = Record<string, string[]>;

export interface SecurityHeadersPluginOptions {
  html: string;
  policy: ContentSecurityPolicy;
  headers?: Record<string, string>;
  headersFile?: string;
}

const PLUGIN_NAME = "SecurityHeadersPlugin";
/** Directives a <meta> policy may not carry; browsers ignore them there and say so in the console. */
const HEADER_ONLY_DIRECTIVES = new Set(["frame-ancestors", "report-uri", "sandbox"]);

export function serializePolicy(policy: ContentSecurityPolicy, keep: (directive: string) => boolean = () => true) {
  return Object.entries(policy)
    .filter(([directive]) => keep(directive))
    .map(([directive, sources]) => [directive, ...sources].join(" "))
    .join("; ");
}

/** The `/*` block of a `_headers` file: one `Name: value` line per header, indented. */
export function headersFile(headers: Record<string, string>): string {
  return ["/*", ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ""].join("\n");
}

/**
 * Makes the site's Content-Security-Policy from the page html-webpack-plugin emits: every inline
 * script is allowed by its sha256 hash (computed here, so editing the script never breaks the
 * policy), the policy goes into the page as a `<meta>` tag right after `<meta charset>`, and a
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
      let found = false;
      // html-webpack-plugin hands over each page it is about to emit, as final HTML text.
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeEmit.tap(PLUGIN_NAME, (data) => {
        if (data.outputName !== this.options.html) return data;
        found = true;
        return { ...data, html: this.addPolicy(compilation, data.html) };
      });
      compilation.hooks.processAssets.tap(
        // html-webpack-plugin emits its pages at OPTIMIZE_INLINE; by REPORT a page that never came is missing.
        { name: PLUGIN_NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          if (!found) {
            const message = `${PLUGIN_NAME}: html-webpack-plugin emitted no page named "${this.options.html}"`;
            compilation.errors.push(new compiler.webpack.WebpackError(message));
          }
        },
      );
    });
  }

  /** Returns the page with its `<meta>` policy, and emits the headers file with the full one. */
  private addPolicy(compilation: Compilation, html: string): string {
    const { html: htmlName, policy, headers, headersFile: headersName } = this.options;
    const { scriptHashes, metaOffset, scriptBeforeMeta } = findPolicyPlaces(html);
    if (scriptBeforeMeta) {
      const message = `${PLUGIN_NAME}: ${htmlName} has an inline script before <meta charset>, where no <meta> policy can cover it`;
      compilation.errors.push(new compilation.compiler.webpack.WebpackError(message));
    }
    const fullPolicy = { ...policy, "script-src": [...(policy["script-src"] ?? ["'self'"]), ...scriptHashes] };
    const metaPolicy = serializePolicy(fullPolicy, (directive) => !HEADER_ONLY_DIRECTIVES.has(directive));
    const meta = `\n    <meta http-equiv="Content-Security-Policy" content="${metaPolicy}" />`;
    const allHeaders = { "Content-Security-Policy": serializePolicy(fullPolicy), ...headers };
    compilation.emitAsset(headersName, new compilation.compiler.webpack.sources.RawSource(headersFile(allHeaders)));
    return html.slice(0, metaOffset) + meta + html.slice(metaOffset);
  }
}

export default SecurityHeadersPlugin;
