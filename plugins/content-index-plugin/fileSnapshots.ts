import type { Compilation } from "webpack";
import type { FileSnapshots } from "./buildIndex.ts";

type Snapshot = Parameters<Compilation["fileSystemInfo"]["checkSnapshotValid"]>[0];

/**
 * Snapshots from the compilation's file system info, as copy-webpack-plugin takes them: webpack
 * decides how a file is compared (timestamps, or content hashes per `snapshot` options), uses the
 * watcher's timestamps while watching, and can store the snapshot in its persistent cache.
 */
export function compilationSnapshots(compilation: Compilation): FileSnapshots {
  const { fileSystemInfo } = compilation;
  return {
    create: (startTime, files, missing) =>
      new Promise((resolve, reject) => {
        fileSystemInfo.createSnapshot(startTime, files, null, missing, null, (error, snapshot) =>
          error ? reject(error) : resolve(snapshot),
        );
      }),
    isValid: (snapshot) =>
      new Promise((resolve, reject) => {
        if (!snapshot) return resolve(false);
        fileSystemInfo.checkSnapshotValid(snapshot as Snapshot, (error, valid) =>
          error ? reject(error) : resolve(Boolean(valid)),
        );
      }),
  };
}

/** No snapshots, for a single run that caches nothing (`checkContent`): every page is read. */
export const noSnapshots: FileSnapshots = {
  create: () => Promise.resolve(null),
  isValid: () => Promise.resolve(false),
};
