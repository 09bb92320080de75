import type { InitializeHook, ResolveHook } from "node:module";
import { isWebpackRequest } from "./webpackRequest.ts";

/**
 * Module customization hooks (they run on node's hooks thread): `import "webpack"` and
 * `import "webpack/…"` resolve as if imported from the candidate's workspace, so the build script,
 * the configuration and the CLI-flags generator get the candidate, while all other packages
 * resolve as usual.
 */

let workspaceUrl = "";

export const initialize: InitializeHook<{ workspaceUrl: string }> = (data) => {
  workspaceUrl = data.workspaceUrl;
};

export const resolve: ResolveHook = (specifier, context, nextResolve) =>
  isWebpackRequest(specifier)
    ? nextResolve(specifier, { ...context, parentURL: workspaceUrl })
    : nextResolve(specifier, context);
