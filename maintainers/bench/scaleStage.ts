import type { BuildMeasurement } from "./builds.ts";
import { measurePeerColdBuild, setUpPeer } from "./peers.ts";
import { initialJavaScriptGzipBytes, measureScaledBuild, scaledSiteFolders } from "./scaledBuild.ts";
import type { BySite, Peer } from "./sites.ts";
import { failureOf } from "./stage.ts";
import type { BenchWorkspace } from "./workspace.ts";

/** How many times the largest sections' pages the larger site has. */
export const SCALE_FACTOR = 4;

export interface ScaleMeasurement {
  factor: number;
  /** The pages of the larger site. */
  pages: number;
  /** Why our build of the larger site failed; none when it passed. */
  problems: string[];
  /** Each site's cold build of the larger site. */
  coldBuilds: BySite<BuildMeasurement>;
  /** Per measured page, the initial JavaScript (gzip) of our larger site, and of the site as it is. */
  initialJavaScriptGzipBytes: Record<string, { scaled: number; asIs: number }>;
}

/**
 * Builds the larger site (see writeScaledContent) cold, ours and each peer's from the same copy,
 * and compares our initial JavaScript with that of the site as it is, which the workspace's
 * builds left in its dist folder. Run last: the peers' projects are left with the larger content.
 */
export async function measureScale(workspace: BenchWorkspace, peers: readonly Peer[]): Promise<ScaleMeasurement> {
  const folders = scaledSiteFolders(SCALE_FACTOR, workspace.root);
  const ours = await measureScaledBuild(SCALE_FACTOR, folders);
  const coldBuilds: BySite<BuildMeasurement> = { ours: ours.cold };
  for (const peer of peers) {
    try {
      await setUpPeer(peer, folders.content);
      coldBuilds[peer] = await measurePeerColdBuild(peer);
    } catch (error) {
      coldBuilds[peer] = failureOf(error);
    }
  }
  const initialJavaScript = Object.fromEntries(
    Object.entries(ours.initialJavaScriptGzipBytes).map(([url, scaled]) => [
      url,
      { scaled, asIs: initialJavaScriptGzipBytes(workspace.distDirectory, url) },
    ]),
  );
  return {
    factor: SCALE_FACTOR,
    pages: ours.pages,
    problems: ours.problems,
    coldBuilds,
    initialJavaScriptGzipBytes: initialJavaScript,
  };
}
