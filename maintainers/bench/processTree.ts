import { readdirSync, readFileSync } from "node:fs";

const SAMPLE_INTERVAL_MS = 100;

function readProcFile(pid: number, name: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/${name}`, "utf8");
  } catch {
    // The process ended between listing /proc and reading it.
    return undefined;
  }
}

/** Parent pid of every running process, from /proc/<pid>/stat. */
function parentPids(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = readProcFile(pid, "stat");
    if (!stat) continue;
    // The command name (field 2) is in parentheses and may itself contain spaces or parentheses.
    const [, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    parents.set(pid, Number(ppid));
  }
  return parents;
}

function descendantsAndSelf(root: number): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const [pid, ppid] of parentPids()) {
    const siblings = childrenOf.get(ppid);
    if (siblings) siblings.push(pid);
    else childrenOf.set(ppid, [pid]);
  }
  const tree = [root];
  // An array iterator also visits the elements pushed while iterating: a breadth-first walk.
  for (const pid of tree) tree.push(...(childrenOf.get(pid) ?? []));
  return tree;
}

function residentBytes(pid: number): number {
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(readProcFile(pid, "status") ?? "")?.[1];
  return kilobytes ? Number(kilobytes) * 1024 : 0;
}

/** The resident memory of a process and all its descendants right now, in bytes. */
function processTreeRss(root: number): number {
  return descendantsAndSelf(root).reduce((total, pid) => total + residentBytes(pid), 0);
}

export interface PeakRssSampler {
  /** Stops sampling and returns the highest total seen, in bytes. */
  stop(): number;
}

/** Samples the process tree's resident memory every 100 ms, keeping the peak (Linux /proc only). */
export function samplePeakRss(root: number): PeakRssSampler {
  let peak = processTreeRss(root);
  const timer = setInterval(() => {
    peak = Math.max(peak, processTreeRss(root));
  }, SAMPLE_INTERVAL_MS);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
