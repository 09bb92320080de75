import Module, { register } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { isWebpackRequest } from "./webpackRequest.ts";

/**
 * Preloaded (`node --import`) into the candidate's build: every request for webpack resolves to
 * the copy installed in the workspace named by CANARY_WORKSPACE (its `node_modules/webpack`);
 * everything else resolves from the project as usual. The project's own node_modules stay as they
 * are, so the pinned build and the tests never see the candidate. Our loaders and plugins need
 * none of this (they use the compiler's webpack and import only its types); what does is the code
 * that makes the compiler or names webpack's plugins (the build script, the configuration, the
 * CLI-flags generator) and the third-party packages that require webpack themselves.
 */

const workspace = process.env.CANARY_WORKSPACE;
if (!workspace) throw new Error("CANARY_WORKSPACE must name the workspace that holds the candidate webpack.");

// ES modules (the build script, the configuration, the CLI-flags generator) resolve through the hooks.
register("./candidateResolveHook.ts", import.meta.url, {
  data: { workspaceUrl: pathToFileURL(path.join(workspace, "package.json")).href },
});

/**
 * CommonJS packages (html-webpack-plugin, mini-css-extract-plugin, webpack-cli…) `require("webpack")`
 * through `Module._resolveFilename`. Node 20 has no documented hook for require(), so this wraps
 * that function the way tsx and module-alias do, looking such requests up from the workspace.
 */
type ResolveFilename = (request: string, parent: unknown, isMain: boolean, options?: { paths?: string[] }) => string;
const loader = Module as unknown as { _resolveFilename: ResolveFilename };
const resolveFilename = loader._resolveFilename;
loader._resolveFilename = function (request, parent, isMain, options) {
  return isWebpackRequest(request)
    ? resolveFilename.call(this, request, parent, isMain, { ...options, paths: [workspace] })
    : resolveFilename.call(this, request, parent, isMain, options);
};
