import { readdirSync, readFileSync } from 'node:fs';

/** What Linux tells about a process at one moment (from /proc/<pid>). */
export interface ProcessSample {
  /** User + system CPU time, in seconds. */
  readonly cpuSeconds: number;
  /** Bytes the process caused to be written to storage (`write_bytes` of /proc/<pid>/io). */
  readonly writeBytes: number;
  /** Resident set size, in bytes. */
  readonly rssBytes: number;
}

const TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat after the command name (index 0 is field 3, the state). */
function statFields(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return null;
  }
}

/** `pid` and every process below it (a `WORKERS=N` primary's workers), found by parent id. */
export function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statFields(Number(name));
    if (!fields) continue;
    const parent = Number(fields[1]);
    const list = parents.get(parent) ?? [];
    list.push(Number(name));
    parents.set(parent, list);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(parents.get(tree[i]!) ?? []));
  return tree;
}

/** Reads CPU time, bytes written to storage and RSS of one process (Linux only). */
function sampleOne(pid: number): ProcessSample {
  const stat = statFields(pid);
  if (!stat) return { cpuSeconds: 0, writeBytes: 0, rssBytes: 0 };
  // utime and stime are fields 14 and 15 of stat; index 11 and 12 after the command name.
  const cpuSeconds = (Number(stat[11]) + Number(stat[12])) / TICKS_PER_SECOND;
  const io = readFileSync(`/proc/${pid}/io`, 'utf8');
  const writeBytes = Number(/^write_bytes: (\d+)/m.exec(io)?.[1] ?? NaN);
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssBytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) * 1024;
  return { cpuSeconds, writeBytes, rssBytes };
}

/**
 * Reads CPU time, bytes written to storage and RSS of process `pid` and the processes below it,
 * summed (Linux only): a `WORKERS=N` server is its primary and its workers.
 */
export function sampleProcess(pid: number): ProcessSample {
  let cpuSeconds = 0;
  let writeBytes = 0;
  let rssBytes = 0;
  for (const member of processTree(pid)) {
    const one = sampleOne(member);
    cpuSeconds += one.cpuSeconds;
    writeBytes += one.writeBytes;
    rssBytes += one.rssBytes;
  }
  return { cpuSeconds, writeBytes, rssBytes };
}
